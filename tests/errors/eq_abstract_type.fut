-- A type that a module type declares abstractly does not support equality
-- outside the module.
-- ==
-- error: Type `M.t` does not support equality

module M : { type t val mk: i32 -> t } = { type t = i32 def mk (x: i32) : t = x }

def main (x: i32) = M.mk x == M.mk 1
