-- The `t` of a submodule that a sealing module type specifies with a
-- prelude module type (`module int: integral`) is abstract: no `==`.
-- ==
-- error: Type `E.int.t` does not support equality

module type eng = { module int: integral type rng val rand: rng -> (rng, int.t) val seed: i32 -> rng }
module E : eng = { module int = u32 type rng = u32 def rand (r: rng) = (r + 1, r * 3) def seed (x: i32) = u32.i32 x }
def main (x: i32) = (E.rand (E.seed x)).1 == (E.rand (E.seed x)).1
