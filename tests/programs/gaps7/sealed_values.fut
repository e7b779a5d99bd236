-- A sealed module's values have their specified types: `f` (inferred
-- polymorphic) is used at i32, `g` at f32; a specified unique result
-- matched by a unique result may be updated in place.
-- ==
-- input { 4 [5, 6] }
-- output { 5 5f32 [1, 6] }

module M: {
  val f: i32 -> i32
  val g: f32 -> f32
  val fresh [n]: [n]i32 -> *[n]i32
} = {
  def f x = x + 1
  def g x = x
  def fresh [n] (xs: [n]i32) : *[n]i32 = copy xs
}

entry main (x: i32) (xs: []i32) =
  let ys = M.fresh xs
  in (M.f x, M.g 5, ys with [0] = 1)
