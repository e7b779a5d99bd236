-- One parametric module applied to three numeric modules.
-- ==
-- input { [1, 2, 3] [1.5f32, 2.5f32] [10i64, 20i64] } output { 14 8.5f32 500i64 }

module sum_squares (N: numeric) = {
  def sq (x: N.t) = x N.* x
  def run [n] (xs: [n]N.t) : N.t = N.sum (map sq xs)
}

module SI = sum_squares i32
module SF = sum_squares f32
module SL = sum_squares i64

def main (a: []i32) (b: []f32) (c: []i64) = (SI.run a, SF.run b, SL.run c)
