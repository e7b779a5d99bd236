-- | Documentation comments, a function bound with a type and a lambda,
-- local functions with return types, and indices of other integer types.
-- ==
-- input { [10, 20, 30] 1i32 } output { 21 [11, 21, 31] 30 }

-- | Adds one.
def inc : i32 -> i32 = \x -> x + 1

entry main (xs: []i32) (i: i32) =
  let get (j: i32) : i32 = xs[j]
  let k = 2u8
  in (inc (get i), map inc xs, xs[k])
