-- Polymorphic definitions sealed with monomorphic and size-polymorphic
-- specifications, used at the specified types.
-- ==
-- input { 1 } output { 4 }

module M : { val f: i32 -> i32 val g [n]: [n]i32 -> i32 } = {
  def f 'a (x: a) = x
  def g [n] 't (_: [n]t) = i32.i64 n
}

def main (x: i32) = M.f x + M.g [1, 2, 3]
