-- A `type~` (possibly hiding sizes) does not implement a `type`
-- specification.
-- ==
-- error: declared `type~`.*requires `type`

module type S = { type t val mk: i64 -> t }
module M : S = { type~ t = []i32 def mk (n: i64) : t = replicate n 0 }
def main (y: i32) = y
