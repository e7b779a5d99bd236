-- Type abbreviation specs with parameters, and `type~` specs.
module type S = {
  type pair 'a = (a, a)
  type~ vec
  val mk: i64 -> vec
  val len: vec -> i64
  val swap 'a: pair a -> pair a
}
module M : S = {
  type pair 'a = (a, a)
  type~ vec = []f32
  def mk (n: i64) : vec = replicate n 0
  def len (v: vec) = length v
  def swap 'a ((x, y): pair a) : pair a = (y, x)
}
-- ==
-- input { 4i64 } output { 4i64 2 1 }
entry main (n: i64) = let (a, b) = M.swap (1i32, 2i32) in (M.len (M.mk n), a, b)
