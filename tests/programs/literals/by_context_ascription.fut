-- Ascriptions and annotated lets fix the type of a literal.
-- ==
-- input { } output { 5i64 7u16 2.5f32 }
def main =
  let a: i64 = 5
  let b = 7 : u16
  let c = (2.5 : f32)
  in (a, b, c)
