-- An argument of the wrong type: the message names both types, the hint
-- where the parameter's type was declared.
-- ==
-- error: argument 1 of `scale`: expected `f32`, found `i32`(.|\n)*parameter `x` of `scale` is declared `f32` at .*:5:11
def scale (x: f32) (k: f32) = x * k
def main (n: i32) = scale n 2f32
