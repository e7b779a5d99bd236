-- A functor that is never applied is still checked: here it is correct,
-- and the program runs normally.
-- ==
-- input { 1 } output { 2 }

module type T = { type t val one: t }
module Unused (X: T) = { def two = (X.one, X.one) }
def main (x: i32) = x + 1
