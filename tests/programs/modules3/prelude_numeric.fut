-- The prelude's numeric modules as functor arguments of a functor over
-- `numeric`, using its operators, conversions, `sum` and `maximum`.
-- ==
-- input { [1, -5, 3] } output { 9 3u8 -1.0f32 7i64 }

module stats (N: numeric) = {
  def abs_sum [n] (xs: [n]N.t) = N.sum (map N.abs xs)
  def biggest [n] (xs: [n]N.t) = N.maximum xs
  def from_int (x: i32) = N.i32 x
  def sign_sum [n] (xs: [n]N.t) = N.sum (map N.sgn xs)
}

module SI = stats i32
module SU = stats u8
module SF = stats f32
module SL = stats i64

def main (xs: []i32) =
  (SI.abs_sum xs, SU.biggest (map SU.from_int xs |> map (\x -> x % 4)), SF.sign_sum (map SF.from_int xs) - 2,
   SL.from_int 7)
