-- Ascription: the module lacks a value that the module type specifies.
-- ==
-- error: does not define the value `size`

module type S = { type t val empty: t val size: t -> i64 }
module M : S = { type t = [0]i32 def empty : t = [] }
def main (x: i32) = x
