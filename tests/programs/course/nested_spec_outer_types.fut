-- A submodule's specification may name the types of the module type
-- around it; after sealing, the submodule's values and the outer
-- module's values agree on the abstract type.
-- ==
-- entry: roundtrip
-- input { [3, 1, 2] } output { 6 7 }

module type stack_kit = {
  type stack
  type item
  module ops : {
    val push : item -> stack -> stack
    val total : stack -> item
  }
  val empty : stack
  val of_array [n] : [n]item -> stack
}

module int_kit : stack_kit with item = i32 = {
  type item = i32
  type stack = (i32, i32)
  module ops = {
    def push (x: item) ((n, s): stack) : stack = (n + 1, s + x)
    def total ((_, s): stack) : item = s
  }
  def empty : stack = (0, 0)
  def of_array (xs: []i32) : stack = (i32.i64 (length xs), i32.sum xs)
}

entry roundtrip (xs: []i32) : (i32, i32) =
  let s = int_kit.of_array xs
  in (int_kit.ops.total s, int_kit.ops.total (int_kit.ops.push 1 s))
