-- The loop parameter's size changes in every iteration (`++ [1]`), but
-- the body zips it with an array of the initial size: the body needs a
-- size that its result does not keep.
-- ==
-- error: the body requires the size `n` of the loop parameter

entry main [n] (ys: [n]i32) =
  loop xs = ys for _i < 3 do
    let zs = map2 (+) xs ys
    in zs ++ [1]
