-- Compile error: using the representation of an abstract type outside
-- its module.
-- ==
-- error: found `\(#M\.t\)`

module type S = { type t val mk : i32 -> t }
module M : S = { type t = i32 def mk (x: i32) = x }

def main (x: i32) : i32 = M.mk x + 1
