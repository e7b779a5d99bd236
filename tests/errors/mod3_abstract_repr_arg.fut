-- An abstract type's definition is hidden outside the module: an integer
-- is not a value of the abstract type.
-- ==
-- error: expected .*found

module type S = { type t val get: t -> i32 }
module M : S = { type t = i32 def get (x: t) = x }
def main (x: i32) = M.get x
