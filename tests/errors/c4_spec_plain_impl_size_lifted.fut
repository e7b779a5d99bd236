-- Compile error: an abstract type specified `type t` implemented by a type
-- with an anonymous size (the specification must be `type~`).
-- ==
-- error: module type requires .type. \(a .type~. may hide sizes\)

module m : { type t val mk : i64 -> t } = {
  type~ t = []i32
  def mk (n: i64) : t = replicate n 0
}

def main (n: i64) = let _ = m.mk n in n
