-- A `type^` (possibly a function type) does not implement a `type`
-- specification.
-- ==
-- error: declared `type\^`.*requires `type`

module type S = { type t val mk: i32 -> t }
module M : S = { type^ t = i32 -> i32 def mk (k: i32) : t = \x -> x + k }
def main (y: i32) = y
