-- Module types with nested module specifications, a functor returning a
-- module containing a submodule, and include in module types.
-- ==
-- input { 6i32 }
-- output { 12i32 36i32 7i32 5i32 }

module type base = { val f : i32 -> i32 }
module type ext = { include base val g : i32 -> i32 }
module type outer = { module inner : base val h : i32 -> i32 }

module E : ext = { def f (x: i32) = x * 2 def g (x: i32) = x * x }

module mk (B: base) : outer = {
  module inner = B
  def h (x: i32) = B.f x + 1
}

module M = mk E
module N = mk { def f (x: i32) = x - 1 }

entry main (x: i32) = (M.inner.f x, E.g x, N.h x + 1, N.inner.f x)
