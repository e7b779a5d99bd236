-- A scope violation names each size's origin: `?n` is the size of the
-- parameter `ys` (not of `filter`, which first gave `ys` an array type),
-- and the other size is the result of `filter`.
-- ==
-- error: "\?m" is made inside the function \(the unknown size of the result of `filter` at .*\), but "\?n" \(a size of the parameter `ys` of `f`\)

entry main (xs: []i32) =
  let f ys = let zs = filter (> 0) ys in zip ys zs
  in f xs
