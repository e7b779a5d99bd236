-- Size-lifted abstract types (type~), parametric abstract types, a functor that opens its parameter.
-- ==
-- input { [1i32, -2i32, 3i32, 4i32] }
-- output { 2.6666667f32 3i64 5i32 true }

module type seq = {
  type~ s
  val from [n] : [n]i32 -> s
  val total : s -> i32
  val len : s -> i64
}

module arrseq : seq = {
  type~ s = []i32
  def from (xs: []i32) : s = xs
  def total (xs: s) = i32.sum xs
  def len (xs: s) = length xs
}

module type box = { type b 'a val wrap 'a : a -> b a val unwrap 'a : b a -> a }
module box1 : box = { type b 'a = (a, bool) def wrap 'a (x: a) = (x, true) def unwrap 'a ((x, _): b a) = x }

module stats (S: seq) = {
  open S
  def mean (x: s) = f32.i32 (total x) / f32.i64 (len x)
}

module M = stats arrseq

entry main (xs: []i32) =
  let s = arrseq.from (filter (> 0) xs)
  in (M.mean s, arrseq.len s, box1.unwrap (box1.wrap 5i32), box1.unwrap (box1.wrap true))
