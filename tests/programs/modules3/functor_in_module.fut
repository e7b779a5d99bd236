-- A functor applied inside another module's body, to that module's own
-- submodule, and the result re-exported.
-- ==
-- input { 3 } output { 9 4 }

module type unop = { val f: i32 -> i32 }
module twice (U: unop) = { def f (x: i32) = U.f (U.f x) }

module M = {
  module sq = { def f (x: i32) = x * x }
  module inc = { def f (x: i32) = x + 1 }
  module sq2 = twice sq
  module inc2 = twice inc
  def g (x: i32) = sq2.f x / x / x
}

def main (x: i32) = (M.g x, M.inc2.f x - 1)
