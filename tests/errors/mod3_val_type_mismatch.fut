-- Ascription: a value has another type than its specification.
-- ==
-- error: `M.f` does not match `val f : i32 -> i32`

module type S = { val f: i32 -> i32 }
module M : S = { def f (x: f32) = x + 1 }
def main (x: i32) = x
