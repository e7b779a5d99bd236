-- assert passes its value through when the condition holds and fails at
-- run time otherwise.
-- ==
-- input { 4 2 }
-- output { 2 }
-- input { 4 0 }
-- error: Assertion is false|assert
-- input { 5 1 }
-- error: .

def safe_div (a: i32) (b: i32) = assert (b != 0) (a / b)

entry main (a: i32) (b: i32) =
  let q = safe_div a b
  in assert (a % 2 == 0) q
