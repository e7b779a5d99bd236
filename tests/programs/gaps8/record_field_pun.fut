-- Record literals with punned fields `{x, y}` and field patterns.
-- ==
-- input { 1 2 } output { 3 1 2 }
entry main (x: i32) (y: i32) = let r = {x, y, z = x + y} let {x = a, y = b, z} = r in (z, a, b)
