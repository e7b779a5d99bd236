-- The `t` of a sealed submodule of a prelude module type is not its
-- definition outside (`with int.t = u32` would make it so).
-- ==
-- error: expected `u32`, found `\(#E.int.t\)`

module type eng = { module int: integral type rng val rand: rng -> (rng, int.t) val seed: i32 -> rng }
module E : eng = { module int = u32 type rng = u32 def rand (r: rng) = (r + 1, r * 3) def seed (x: i32) = u32.i32 x }
def main (x: i32) : u32 = (E.rand (E.seed x)).1
