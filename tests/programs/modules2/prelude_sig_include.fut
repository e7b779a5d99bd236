-- Module types that include a prelude module type and add to it
-- (`{ include real val half: t }`), refined with `with t = f64`, and a
-- prelude module type refined directly (`real with t = f32`).
-- ==
-- input { [3.0, 4.0] } output { 5.0 1.5 2.0f32 }

module type field = {
  include numeric
  val sqrt: t -> t
}

module mk_norm (T: field) = {
  def norm [n] (xs: [n]T.t) : T.t = T.sqrt (T.sum (map (\x -> x T.* x) xs))
}

module type halving = { include real val half: t }
module mk_half (T: halving with t = f64) = { def h (x: T.t) : f64 = x * T.half }
module mk_dbl (T: real with t = f32) = { def d (x: T.t) : f32 = x * 2 }

module N = mk_norm f64
module H = mk_half { open f64 def half = 0.5f64 }
module D = mk_dbl f32

def main (xs: []f64) = (N.norm xs, H.h xs[0], D.d 1)
