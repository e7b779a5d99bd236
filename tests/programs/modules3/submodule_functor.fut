-- A module that contains a parametric module as a member, applied
-- through the qualified name; and a module type naming a module's type
-- from outside.
-- ==
-- input { 4 } output { 12 3 }

module outer = {
  module scale (P: { val k: i32 }) = { def apply (x: i32) = x * P.k }
  type idx = i32
}

module type reader = { val read: outer.idx -> i32 }

module S = outer.scale { def k = 3i32 }
module R : reader = { def read (x: outer.idx) = x - 1 }

def main (x: i32) = (S.apply x, R.read x)
