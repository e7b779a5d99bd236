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
module P5 = { def n : i64 = 6 }
module V5 = mk_vec P5
module St5 = mk_stats V5
entry main5 [m] (xs: [m][6]f32) = St5.summary (xs :> [m][P5.n]f32)
module P6 = { def n : i64 = 7 }
module V6 = mk_vec P6
module St6 = mk_stats V6
entry main6 [m] (xs: [m][7]f32) = St6.summary (xs :> [m][P6.n]f32)
module P7 = { def n : i64 = 8 }
module V7 = mk_vec P7
module St7 = mk_stats V7
entry main7 [m] (xs: [m][8]f32) = St7.summary (xs :> [m][P7.n]f32)
module P8 = { def n : i64 = 9 }
module V8 = mk_vec P8
module St8 = mk_stats V8
entry main8 [m] (xs: [m][9]f32) = St8.summary (xs :> [m][P8.n]f32)
module P9 = { def n : i64 = 10 }
module V9 = mk_vec P9
module St9 = mk_stats V9
entry main9 [m] (xs: [m][10]f32) = St9.summary (xs :> [m][P9.n]f32)
module P10 = { def n : i64 = 11 }
module V10 = mk_vec P10
module St10 = mk_stats V10
entry main10 [m] (xs: [m][11]f32) = St10.summary (xs :> [m][P10.n]f32)
module P11 = { def n : i64 = 12 }
module V11 = mk_vec P11
module St11 = mk_stats V11
entry main11 [m] (xs: [m][12]f32) = St11.summary (xs :> [m][P11.n]f32)
module P12 = { def n : i64 = 13 }
module V12 = mk_vec P12
module St12 = mk_stats V12
entry main12 [m] (xs: [m][13]f32) = St12.summary (xs :> [m][P12.n]f32)
module P13 = { def n : i64 = 14 }
module V13 = mk_vec P13
module St13 = mk_stats V13
entry main13 [m] (xs: [m][14]f32) = St13.summary (xs :> [m][P13.n]f32)
module P14 = { def n : i64 = 15 }
module V14 = mk_vec P14
module St14 = mk_stats V14
entry main14 [m] (xs: [m][15]f32) = St14.summary (xs :> [m][P14.n]f32)
module P15 = { def n : i64 = 16 }
module V15 = mk_vec P15
module St15 = mk_stats V15
entry main15 [m] (xs: [m][16]f32) = St15.summary (xs :> [m][P15.n]f32)
module P16 = { def n : i64 = 17 }
module V16 = mk_vec P16
module St16 = mk_stats V16
entry main16 [m] (xs: [m][17]f32) = St16.summary (xs :> [m][P16.n]f32)
