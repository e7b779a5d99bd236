-- Language reference probe (gaps8): abs size.
module type stack = {
  type stack [n] 't
  val mk [n] 't : [n]t -> stack [n] t
  val top [n] 't : stack [n] t -> t
  val size [n] 't : stack [n] t -> i64
}
module S : stack = {
  type stack [n] 't = [n]t
  def mk xs = xs
  def top [n] 't (s: [n]t) = s[n-1]
  def size [n] 't (_: [n]t) = n
}
-- ==
-- input { [1,2,3] } output { 3 3i64 }
entry main (xs: []i32) = let s = S.mk xs in (S.top s, S.size s)
