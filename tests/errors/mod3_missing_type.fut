-- Ascription: the module lacks a type that the module type specifies.
-- ==
-- error: does not define the type `elem`

module type S = { type elem val zero: elem }
module M : S = { def zero = 0i32 }
def main (x: i32) = x
