module type shape = {
  type t
  val zero : t
  val add : t -> t -> t
  val scale : f32 -> t -> t
  val norm : t -> f32
}

module mk_vec (P: { val n : i64 }) : shape with t = [P.n]f32 = {
  type t = [P.n]f32
  def zero : t = replicate P.n 0
  def add (a: t) (b: t) : t = map2 (+) a b
  def scale (s: f32) (a: t) : t = map (* s) a
  def norm (a: t) = f32.sqrt (f32.sum (map (\x -> x * x) a))
}

module mk_ops (S: shape) = {
  def sum [m] (xs: [m]S.t) = reduce S.add S.zero xs
  def mean [m] (xs: [m]S.t) = S.scale (1 / f32.i64 m) (sum xs)
  def spread [m] (xs: [m]S.t) =
    let c = mean xs
    in f32.maximum (map (\x -> S.norm (S.add x (S.scale (-1) c))) xs)
  def argmax [m] (xs: [m]S.t) =
    let (_, i) = reduce (\(a, i) (b, j) -> if a >= b then (a, i) else (b, j)) (-f32.inf, -1)
                        (zip (map S.norm xs) (iota m))
    in i
}

module mk_stats (S: shape) = {
  module O = mk_ops S
  module O2 = mk_ops S
  module Inner = {
    module Deep (T: shape) = {
      module O3 = mk_ops T
      def far [m] (xs: [m]T.t) = O3.spread xs + T.norm (O3.sum xs)
    }
  }
  module D = Inner.Deep S
  def summary [m] (xs: [m]S.t) = (O.spread xs, O2.argmax xs, S.norm (O.mean xs), D.far xs)
}

module P1 = { def n : i64 = 2 }
module V1 = mk_vec P1
module St1 = mk_stats V1
entry main1 [m] (xs: [m][2]f32) = St1.summary (xs :> [m][P1.n]f32)
