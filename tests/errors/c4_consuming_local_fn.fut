-- Compile error ("contains consumption"): a local function that consumes
-- its parameter passed to a higher-order function.
-- ==
-- error: contains consumption

def apply 'a 'b (f: a -> b) (x: a) = f x

def main (xs: *[]i32) =
  let h (ys: *[]i32) = let zs = ys with [1] = 2 in zs[1]
  in apply h xs
