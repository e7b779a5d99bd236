-- A functor's body defines types from its parameter's types and values:
-- an array type of the parameter's length and element type.
-- ==
-- input { 2.5f32 } output { [2.5f32, 2.5f32, 2.5f32] 7.5f32 }

module type shape = { type elem val n: i64 val zero: elem val add: elem -> elem -> elem }

module block (P: shape) = {
  type block = [P.n]P.elem
  def fill (x: P.elem) : block = replicate P.n x
  def total (b: block) : P.elem = foldl P.add P.zero b
}

module B3 = block { type elem = f32 def n = 3i64 def zero = 0f32 def add (a: f32) (b: f32) = a + b }

def main (x: f32) = let b = B3.fill x in (b, B3.total b)
