-- An ordering module type and an insertion sort functor, applied to
-- ascending and descending orders and to pairs.
-- ==
-- input { [3, 1, 2] } output { [1, 2, 3] [3, 2, 1] [0, 2, 1] }

module type ordered = { type t val lte: t -> t -> bool }

module sort (O: ordered) = {
  def sort [n] (xs: [n]O.t) : [n]O.t =
    loop xs = copy xs for i in 1..<n do
      (loop (xs, j) = (xs, i) while j > 0 && !(O.lte xs[j - 1] xs[j]) do
         let a = xs[j - 1]
         let b = xs[j]
         let xs[j - 1] = b
         let xs[j] = a
         in (xs, j - 1)).0
}

module up = sort { type t = i32 def lte (a: i32) (b: i32) = a <= b }
module down = sort { type t = i32 def lte (a: i32) (b: i32) = a >= b }
module by_fst = sort { type t = (i32, i64) def lte (a: t) (b: t) = a.0 >= b.0 }

def main (xs: []i32) =
  (up.sort xs, down.sort xs, map (.1) (by_fst.sort (zip xs (indices xs))) |> map i32.i64)
