-- Values in files (`input @ FILE`, `output @ FILE`), text and binary,
-- also gzipped (`.gz`, as futhark test reads them); a file name may hold
-- dots and dashes.
-- ==
-- input @ data/sum-three.in output @ data/sum-three.out
-- input @ data/sum-three.in.gz output { 6i64 [3, 2, 1] }
-- input @ data/sum-three.bin.gz output @ data/sum-three.out

entry main (xs: []i32) = (i64.i32 (i32.sum xs), reverse xs)
