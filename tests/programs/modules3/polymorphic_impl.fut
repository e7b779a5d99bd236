-- Polymorphic definitions implementing monomorphic specifications, and a
-- definition with tuple and record patterns matching a specification.
-- ==
-- input { 3 4 } output { 3 7 12 }

module type S = {
  val ident: i32 -> i32
  val add_pair: (i32, i32) -> i32
  val mul_rec: {a: i32, b: i32} -> i32
}

module M : S = {
  def ident 'a (x: a) = x
  def add_pair (x, y) = x + y
  def mul_rec {a, b} = a * b
}

def main (x: i32) (y: i32) = (M.ident x, M.add_pair (x, y), M.mul_rec {a = x, b = y})
