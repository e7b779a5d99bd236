-- A module type with a parametric abstract type, implemented twice, and
-- a functor using it.
-- ==
-- input { [4i32, 5i32, 6i32] }
-- output { 15i32 3i64 6i32 [4i32, 5i32, 6i32, 0i32] }

module type container = {
  type~ c 'a
  val from_array 'a [n] : [n]a -> c a
  val fold 'a : (a -> a -> a) -> a -> c a -> a
  val size 'a : c a -> i64
}

module arr : container = {
  type~ c 'a = []a
  def from_array 'a (xs: []a) : c a = xs
  def fold 'a (f: a -> a -> a) (z: a) (xs: c a) : a = foldl f z xs
  def size 'a (xs: c a) = length xs
}

module use (C: container) = {
  def total (xs: []i32) = C.fold (+) 0 (C.from_array xs)
  def count (xs: []i32) = C.size (C.from_array xs)
  def biggest (xs: []i32) = C.fold i32.max i32.lowest (C.from_array xs)
}

module U = use arr

module type padder = {
  val k : i64
  val pad [n] : [n]i32 -> [n + k]i32
}

module pad1 : padder = {
  def k : i64 = 1
  def pad [n] (xs: [n]i32) : [n + k]i32 = xs ++ replicate k 0
}

entry main (xs: []i32) =
  (U.total xs, U.count xs, U.biggest xs, pad1.pad xs)
