-- Modules sealed with the prelude's module types: `t` is abstract, and
-- used through the module's own members (conversions, operators,
-- `highest`, `to_bits`); a submodule of an engine whose module type says
-- `module int: integral`.
-- ==
-- input { 3 } output { 1i64 7i64 1077936128u32 2.0 true }

module M : integral = i32
module F : float = f32
module G : real with t = f64 = f64

module type eng = { module int: integral type rng val rand: rng -> (rng, int.t) val seed: i32 -> rng }
module E : eng = {
  module int = u32
  type rng = u32
  def rand (r: rng) = (r + 1, r * 3)
  def seed (x: i32) = u32.i32 x
}

def main (x: i32) =
  (M.to_i64 (M.i32 x M.* M.i32 2 M.% M.i32 5),
   E.int.to_i64 ((E.rand (E.seed 2)).1 E.int.+ E.int.i32 1),
   F.to_bits (F.i32 x),
   G.sqrt 4.0,
   F.from_bits (F.to_bits (F.f32 1.5)) F.== F.f32 1.5)
