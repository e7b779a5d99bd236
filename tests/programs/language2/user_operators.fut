-- User-defined operators: infix definitions, sections of them, precedence
-- by their first character.
-- ==
-- input { 3i32 4i32 }
-- output { 25i32 [5i32, 5i32] 15i32 }

def (<+>) (a: i32) (b: i32) = a * a + b * b
def x *** y : i32 = x * y * 1

entry main (a: i32) (b: i32) =
  (a <+> b, map (<+> 1) [a - 1, 2] |> map (\x -> x - x + x), a *** b + a)
