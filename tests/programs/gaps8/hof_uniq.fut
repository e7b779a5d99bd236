-- Higher-order functions + uniqueness: a consuming function passed to a
-- function that applies it in a loop.
def upd (f: i32 -> i32) (xs: *[]i32) : *[]i32 = xs with [0] = f xs[0]
def apply_n [n] (k: i32) (g: *[n]i32 -> *[n]i32) (xs: *[n]i32) : *[n]i32 =
  loop xs for _i < k do g xs
-- ==
-- input { [1,2,3] } output { [8,2,3] }
-- input { [0] } output { [0] }
entry main (xs: *[]i32) = apply_n 3 (upd (*2)) xs
