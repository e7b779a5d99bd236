-- An argmax functor over an ordered type, with a reduction over pairs
-- of value and index, applied to i32 and to a record type.
-- ==
-- input { [3, 9, 2, 9] } output { 1i64 9 2i64 }

module type ord = { type t val gt: t -> t -> bool val lowest: t }

module argmax (O: ord) = {
  def argmax [n] (xs: [n]O.t) : (i64, O.t) =
    let op (i, a) (j, b) = if O.gt b a || (!(O.gt a b) && j < i && j >= 0) then (j, b) else (i, a)
    in reduce op (-1, O.lowest) (zip (iota n) xs)
}

module A = argmax { type t = i32 def gt (a: i32) (b: i32) = a > b def lowest = i32.lowest }
module P = argmax {
  type t = {key: i32, neg: i32}
  def gt (a: t) (b: t) = a.neg > b.neg
  def lowest : t = {key = 0, neg = i32.lowest}
}

def main (xs: []i32) =
  let (i, v) = A.argmax xs
  let (j, _) = P.argmax (map (\x -> {key = x, neg = -x}) xs)
  in (i, v, j)
