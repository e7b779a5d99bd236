-- A range inside parallel code whose length each thread computes from a
-- reduction in a branch (no bound exists for it), only read by the
-- reduction over it: its elements are computed from the index, so no
-- per-thread array is needed (found with INIT-REF/Futhark_Euler's
-- amicable numbers, `divsum (divsum n)` after a `&&`; issue 15).
-- Before, OpenCL compilation stopped with "an array created inside a
-- kernel whose size ... is computed by the thread".
-- ==
-- input { 12 }
-- output { [0i32, 1i32, 1i32, 3i32, 1i32, 6i32, 1i32, 7i32, 4i32, 8i32, 1i32, 16i32] [2i64, 3i64, 1i64, 2i64, 3i64, 2i64, 2i64, 3i64, 3i64, 3i64, 3i64, 3i64] }

def parts (k: i32) : i32 =
  if k < 2 then 0
  else reduce (+) 0 (map (\d -> if k % d == 0 then d else 0) (1...(k / 2)))

def spread (k: i32) : i64 =
  if parts k > 1 && parts (parts k) > 2
  then i64.sum (map (\d -> i64.i32 (d % 3)) (1..<parts (parts k) + 1)) % 4
  else 1 + i64.i32 (k % 3)

def main (n: i32) =
  let ks = map (+ 1) (0..<n)
  in (map parts ks, map spread ks)
