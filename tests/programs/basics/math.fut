-- Math functions and constants of the float modules.
-- ==
-- input { 4f32 } output { 2f32 7i32 1f32 true }

def main (x: f32) =
  (f32.sqrt x, i32.max 7 (i32.min 3 9), f32.abs (x - 5), f32.pi > 3.14)
