-- A module type whose specification is a functor (`module F: (P: S) -> R`),
-- a module implementing it, and use of the functor member.
-- ==
-- input { 3 } output { 6 9 }

module type monoid = { type t val ne: t val op: t -> t -> t }

module type folds = {
  module Fold: (M: monoid) -> { val fold [n]: [n]M.t -> M.t }
}

module folds_impl: folds = {
  module Fold (M: monoid) = {
    def fold [n] (xs: [n]M.t) = reduce M.op M.ne xs
  }
}

module add = { type t = i32 def ne = 0i32 def op (x: i32) (y: i32) = x + y }
module F = folds_impl.Fold add

def main (x: i32) = (F.fold [1, 2, x], F.fold [x, x, x])
