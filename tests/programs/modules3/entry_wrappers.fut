-- Entry points are top-level wrappers of module functions (error index
-- "nested-entry"): point-free and with parameters.
-- ==
-- entry: inc
-- input { 4 } output { 5 }
-- ==
-- entry: scaled
-- input { [1, 2] } output { [3, 6] }

module m = {
  def f (x: i32) = x + 1
  def scale (k: i32) (xs: []i32) = map (* k) xs
}

entry inc = m.f
entry scaled (xs: []i32) = m.scale 3 xs
