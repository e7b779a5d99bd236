-- A loop of in-place updates over a 10^6-element array compiles to writes
-- into the one array: no copy per iteration.  The interpreter would take
-- minutes here if it copied (20000 copies of 4 MB); the compiled program's
-- peak device memory (-P) stays at one array (tests/cli/cli_tests.sh
-- checks it: below 4.1 MB).
-- ==
-- input { 1000000i64 20000i64 } output { 20000 }
-- input { 3i64 7i64 } output { 7 }
entry main (n: i64) (k: i64) =
  let a = loop a = replicate n 0i32 for i < k do
    let a[i % n] = a[i % n] + 1
    in a
  in reduce (+) 0 a
