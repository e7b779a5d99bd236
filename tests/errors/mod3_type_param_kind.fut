-- A type with a size parameter does not implement a specification with a
-- type parameter.
-- ==
-- error: parameter 1 is a size parameter

module type S = { type c 'a }
module M : S = { type c [n] = [n]i32 }
def main (y: i32) = y
