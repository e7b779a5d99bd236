-- A functor producing a fixed-capacity stack over any element type,
-- with an abstract stack type and a module-level size.
-- ==
-- input { [3i32, 1i32, 4i32] }
-- output { 4i32 2i64 8i32 }

module type elem = { type t val zero : t }

module type stack = {
  type elem
  type stack
  val empty : stack
  val push : elem -> stack -> stack
  val pop : stack -> (elem, stack)
  val size : stack -> i64
}

module mk_stack (E: elem) : stack with elem = E.t = {
  type elem = E.t
  def cap : i64 = 8
  type stack = {data: [cap]E.t, top: i64}
  def empty : stack = {data = replicate cap E.zero, top = 0}
  def push (x: elem) (s: stack) : stack =
    s with data = (copy s.data with [s.top] = x) with top = s.top + 1
  def pop (s: stack) : (elem, stack) = (s.data[s.top - 1], s with top = s.top - 1)
  def size (s: stack) = s.top
}

module IS = mk_stack { type t = i32 def zero = 0i32 }

entry main (xs: []i32) =
  let s = foldl (\s x -> IS.push x s) IS.empty xs
  let (top, s') = IS.pop s
  let (_, s'') = IS.pop s'
  let s3 = IS.push 5 s''
  let (five, _) = IS.pop s3
  in (top, IS.size s3, five + 3)
