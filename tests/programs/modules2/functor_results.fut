-- Functors returning functors, a functor applied to the result of
-- another, modules inside functor results, and `open` of a functor's
-- result inside a module.
-- ==
-- input { 4i64 } output { 20i64 [0i64, 2i64, 4i64, 6i64] 16i64 }

module type has_k = { val k: i64 }

module Mul (A: has_k) (B: has_k) = {
  def k = A.k * B.k
  module helpers = { def scale (x: i64) = x * k }
}

module two = { def k = 2i64 }
module ten = { def k = 10i64 }
module twenty = Mul two ten
module Dbl = Mul two
module four = Dbl two

module user = {
  open four
  def table (n: i64) = map (\i -> helpers.scale i / 2) (iota n)
}

module sixteen = Mul four four

def main (n: i64) = (twenty.k, user.table n, sixteen.k)
