-- Compile error: an abstract type specified `type t` implemented by a
-- function type (the specification must be `type^`).
-- ==
-- error: module type requires .type. \(a .type\^. may be a function type\)

module m : { type t val mk : i32 -> t } = {
  type^ t = i32 -> i32
  def mk (k: i32) : t = (+ k)
}

def main (n: i32) = let _ = m.mk n in n
