-- The prelude's `from_prim` module type as a parameter; conversions
-- into the module's type from several primitive types.
-- ==
-- input { 3 } output { 4.5f32 4i64 true }

module conv (P: from_prim) = {
  def from_i32 (x: i32) : P.t = P.i32 x
  def from_f64 (x: f64) : P.t = P.f64 x
  def from_bool (b: bool) : P.t = P.bool b
}

module CF = conv f32
module CL = conv i64
module CB = conv bool

def main (x: i32) = (CF.from_i32 x + CF.from_f64 1.5, CL.from_i32 x + CL.from_bool true, CB.from_i32 x)
