-- `with` of a type the module type does not have.
-- ==
-- error: has no type `u`

module type S = { type t }
module M : S with u = i32 = { type t = i32 }
def main (y: i32) = y
