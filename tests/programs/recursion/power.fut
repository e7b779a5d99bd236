-- Exponentiation by squaring, on integers and on floats.
-- ==
-- input { 2 10 } output { 1024 1024.0f64 }
-- input { 3 0 } output { 1 1.0f64 }
-- input { 5 3 } output { 125 125.0f64 }

def pow (x: i32) (k: i32) : i32 =
  if k == 0 then 1
  else let half = pow (x * x) (k / 2)
       in if k % 2 == 1 then x * half else half

def fpow (x: f64) (k: i32) : f64 =
  if k == 0 then 1.0
  else if k % 2 == 0 then fpow (x * x) (k / 2)
  else x * fpow x (k - 1)

def main (x: i32) (k: i32) = (pow x k, fpow (f64.i32 x) k)
