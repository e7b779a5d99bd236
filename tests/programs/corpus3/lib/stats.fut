-- A small library imported by import_lib.fut (not a test program).

module type stats = {
  type t
  val mean [n] : [n]t -> t
  val variance [n] : [n]t -> t
}

module mk_stats (R: real) : stats with t = R.t = {
  type t = R.t
  def mean [n] (xs: [n]t) : t = R.sum xs R./ R.i64 n
  def variance [n] (xs: [n]t) : t =
    let m = mean xs
    in R.sum (map (\x -> (x R.- m) R.* (x R.- m)) xs) R./ R.i64 n
}

def clamp (lo: i32) (hi: i32) (x: i32) = i32.max lo (i32.min hi x)
