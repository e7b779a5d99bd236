-- The forms of a test block that futhark-test documents: named data
-- sets, tags, compiled/nobench, random input, script input, input from
-- a file, cases without an expected result, several entry points on one
-- line, and a second test block further down.
-- ==
-- tags { some_tag another-tag }
-- entry: add_all add_all2
-- "first set" input { [1, 2, 3] 4 } output { 10 }
-- compiled input { [5] 5 } output { 10 }
-- nobench input { empty([0]i32) 1 } output { 1 }
-- compiled random input { [100]i32 7 }
-- random input { [10]i32 0i32 }
-- input @ data/sum_input.in output @ data/sum_input.out
-- input { [2] 2 }

entry add_all (xs: []i32) (y: i32) = i32.sum xs + y
entry add_all2 (xs: []i32) (y: i32) = y + reduce (+) 0 xs

-- A second block, for another entry point.
-- ==
-- entry: gen_and_sum
-- script input { (gen 3i64, 1) } output { 4 }
-- input { [1, 1] 0 } output { 2 }

entry gen (n: i64) : []i32 = replicate n 1
entry gen_and_sum (xs: []i32) (y: i32) = i32.sum xs + y
