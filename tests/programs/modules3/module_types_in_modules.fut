-- Module types defined inside modules and referred to qualified, as a
-- functor parameter type and in an ascription.
-- ==
-- input { 4 } output { 32 5 }

module lib = {
  module type op = { val apply: i32 -> i32 }
  module run (O: op) = { def twice (x: i32) = O.apply (O.apply x) }
}

module sq : lib.op = { def apply (x: i32) = x * 2 }
module R = lib.run sq
module R2 = lib.run { def apply (x: i32) = x + 1 } 

def main (x: i32) = (R.twice x * 2, R2.twice x - 1)
