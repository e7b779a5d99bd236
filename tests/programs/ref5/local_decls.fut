-- `local` declarations, `open` in a module, nested modules and a module's
-- type used in an entry point.
-- ==
-- entry: main
-- input { 3 }
-- output { 9 4 7 }

module geometry = {
  local def sq (x: i32) = x * x
  module inner = { def plus1 (x: i32) = x + 1 }
  open inner
  def area (s: i32) = sq s
  type len = i32
}
def main (x: geometry.len) : (i32, i32, i32) =
  (geometry.area x, geometry.plus1 x, geometry.inner.plus1 (geometry.plus1 (geometry.plus1 (geometry.plus1 x))))
