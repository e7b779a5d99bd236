-- A type with no parameters does not implement a specification with one.
-- ==
-- error: has 0 parameter\(s\), but the module type requires 1

module type S = { type c 'a val wrap 'a: a -> c a }
module M : S = { type c = i32 def wrap x = x }
def main (y: i32) = y
