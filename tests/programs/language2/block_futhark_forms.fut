-- Test block forms of Futhark's test suite that runic reads but does not
-- check: structure expectations of Futhark's own pipelines (`structure
-- gpu`), nesting paths and construct names of Futhark's IR, `no_python`.
-- ==
-- input { [1i32, 2i32] } output { 5i32 }
-- no_python compiled input { [3i32] } output { 4i32 }
-- structure gpu { SegRed 1 }
-- structure gpu-mem { Alloc 1 }
-- structure { /Screma/Screma 0 Redomap 1 SegRed 1 }

entry main (xs: []i32) = reduce (+) 0 (map (+ 1) xs)
