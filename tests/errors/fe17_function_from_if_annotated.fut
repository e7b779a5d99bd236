-- Compile error (Futhark: a function cannot be returned from an `if`), the
-- function's type given by an annotation on the binding.
-- ==
-- error: 7:27: error: the result of `if` cannot be a function \(its type is `f32 -> f32`\)

def main (up: bool) (v: f32) =
  let step : f32 -> f32 = if up then (\x -> x + 1) else f32.neg
  in step v
