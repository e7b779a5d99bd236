-- The parts of a test block, combined: several blocks in one file, an
-- entry list tested with the same cases, dataset names, `compiled`,
-- `nobench` and `notest`, case tags of backends (the skipped cases would
-- fail), random input with auto output, and a description that spans
-- lines and mentions input { 1 } before the separator.
-- ==
-- tags { somethingelse another-tag }
-- entry: twice twice_again
-- "one" input { 2 } output { 4 }
-- "two" nobench input { -3 } output { -6 }
-- compiled input { 100000 } output { 200000 }
-- notest input { 1 } output { 99 }
-- no_opencl no_interp input { 1 } output { 98 }
-- random input { i32 } auto output
-- compiled random input { 21i32 } auto output

entry twice (x: i32) = x * 2
entry twice_again (x: i32) = x + x

-- A second block: its cases run `main` (no entry: line here), and
-- structure counts of Futhark's own IR names are only read (futhark
-- test checks them with -s).
-- ==
-- input { [1, 2, 3] } output { 12 }
-- input { empty([0]i32) } output { 0 }
-- structure { Screma 7 BinOp 100 }
-- structure gpu { SegRed 1 }
-- structure gpu-mem { Alloc 1 }

entry main (xs: []i32) = i32.sum (map (* 2) xs)

-- ==
-- entry: rows
-- input { [[1, 2], [3, 4]] } output { [3, 7] }

entry rows (xss: [][]i32) = map i32.sum xss
