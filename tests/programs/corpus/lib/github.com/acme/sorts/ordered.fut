-- | A sorting functor over a module type of ordered elements.

import "merge_sort"

module type ordered = {
  type t
  val lte: t -> t -> bool
}

module type sorter = {
  type elem
  val sort [n]: [n]elem -> [n]elem
  val is_sorted [n]: [n]elem -> bool
  val minimum [n]: [n]elem -> elem
}

module mk_sorter (O: ordered): sorter with elem = O.t = {
  type elem = O.t
  def sort [n] (xs: [n]elem): [n]elem = merge_sort O.lte xs
  def is_sorted [n] (xs: [n]elem): bool =
    n < 2 || and (map2 O.lte (xs[:n-1] :> [n-1]elem) (xs[1:] :> [n-1]elem))
  def minimum [n] (xs: [n]elem): elem =
    reduce (\a b -> if O.lte a b then a else b) xs[0] xs
}

module i32_ord = { type t = i32 def lte = (i32.<=) }
module f64_desc: ordered with t = f64 = { type t = f64 def lte (x: f64) (y: f64) = x >= y }
