-- Recursive higher-order functions (the functional parameter passed on
-- unchanged) and a recursive function called from a local one that
-- captures a variable (a local function is not in scope of itself:
-- tests/errors/g8_local_fun_recursive.fut).  (The OpenCL backend runs
-- recursive functions only outside parallel code.)
-- ==
-- input { 5 [1, 2, 3] }
-- output { 37 120 8 }

def apply_n (f: i32 -> i32) (n: i32) (x: i32) : i32 =
  if n <= 0 then x else apply_n f (n - 1) (f x)

def go (m: i32) (i: i32) (acc: i32) : i32 = if i > m then acc else go m (i + 1) (acc * i)

entry main (n: i32) (xs: []i32) =
  let fact (m: i32) : i32 = go m 1 1
  in (apply_n (\x -> x + 7) n 2, fact n, apply_n (+ 1) n (i32.i64 (length xs)))
