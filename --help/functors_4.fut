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
module P2 = { def n : i64 = 3 }
module V2 = mk_vec P2
module St2 = mk_stats V2
entry main2 [m] (xs: [m][3]f32) = St2.summary (xs :> [m][P2.n]f32)
module P3 = { def n : i64 = 4 }
module V3 = mk_vec P3
module St3 = mk_stats V3
entry main3 [m] (xs: [m][4]f32) = St3.summary (xs :> [m][P3.n]f32)
module P4 = { def n : i64 = 5 }
module V4 = mk_vec P4
module St4 = mk_stats V4
entry main4 [m] (xs: [m][5]f32) = St4.summary (xs :> [m][P4.n]f32)
