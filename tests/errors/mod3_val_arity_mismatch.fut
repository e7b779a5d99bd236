-- Ascription: a function with one parameter too many.
-- ==
-- error: `M.g` does not match

module type S = { val g: i32 -> i32 }
module M : S = { def g (x: i32) (y: i32) = x + y }
def main (x: i32) = x
