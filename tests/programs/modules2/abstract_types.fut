-- Abstract types behind an ascription: a stack module with an abstract
-- representation, used only through its interface.
-- ==
-- input { 4 } output { 3 2 true }

module type stack = {
  type stack 'a
  val empty 'a: a -> stack a
  val push 'a: a -> stack a -> stack a
  val top 'a: stack a -> a
  val size 'a: stack a -> i64
}

module fixed_stack: stack = {
  type stack 'a = (a, a, i64)
  def empty 'a (x: a) : stack a = (x, x, 0)
  def push 'a (x: a) ((a, _, n): stack a) : stack a = (x, a, n + 1)
  def top 'a ((a, _, _): stack a) = a
  def size 'a ((_, _, n): stack a) = n
}

def main (x: i32) =
  let s = fixed_stack.empty 0 |> fixed_stack.push 1 |> fixed_stack.push 2 |> fixed_stack.push (x - 1)
  in (fixed_stack.top s, fixed_stack.size s - 1, fixed_stack.size (fixed_stack.empty true) == 0)
