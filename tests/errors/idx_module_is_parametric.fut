-- Error index: module-is-parametric (a member of a functor used without
-- applying it).
-- ==
-- error: is a parametric module

module PM (P: {val x : i64}) = {
  def y = P.x + 2
}
def main = PM.y
