-- An abstract type's definition is hidden outside the module: its values
-- are not integers there.
-- ==
-- error: expected .*found|does not match|abstract

module type S = { type t val mk: i32 -> t }
module M : S = { type t = i32 def mk (x: i32) : t = x }
def main (x: i32) : i32 = M.mk x + 1
