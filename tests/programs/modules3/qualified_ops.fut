-- Operators defined in modules: qualified infix use, sections of
-- qualified operators, and a local open that uses them unqualified.
-- ==
-- input { 3 4 } output { 25 [2, 4, 6] 7 12 }

module V = {
  def (<+>) (a: i32) (b: i32) = a * a + b * b
  def (**.) (a: i32) (b: i32) = a * b
  def (+) (a: i32) (b: i32) = a - b
}

def main (a: i32) (b: i32) =
  (a V.<+> b, map (V.**. 2) [1, 2, 3], a + b, V.(a **. b + 0))
