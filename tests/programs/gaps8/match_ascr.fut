-- Language reference probe (gaps8): match ascr.
def f (p: (i32, f32)) = match p
  case (0, (y: f32)) -> y
  case ((x: i32), _) -> f32.i32 x
-- ==
-- input { } output { 2.5f32 3.0f32 }
entry main = (f (0, 2.5), f (3, 1))
