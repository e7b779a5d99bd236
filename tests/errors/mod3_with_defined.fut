-- `with` refines only an abstract type, not one the module type already
-- defines.
-- ==
-- error: not an abstract type in the module type

module type S = { type t = i32 val x: t }
module M : S with t = i32 = { type t = i32 def x = 1i32 }
def main (y: i32) = M.x + y
