-- Polymorphic and size-polymorphic value specifications, matched by
-- polymorphic definitions.
-- ==
-- input { [1, 2, 3] } output { [2, 3, 4] 3 1 6i64 [3, 2, 1] }

module type seq = {
  val mapped 'a 'b [n]: (a -> b) -> [n]a -> [n]b
  val ends 'a [n]: [n]a -> (a, a)
  val count 'a [n]: [n]a -> i64
  val rev 't [n]: [n]t -> [n]t
}

module S : seq = {
  def mapped f xs = map f xs
  def ends [n] 'a (xs: [n]a) = (xs[n - 1], xs[0])
  def count [n] 'a (_: [n]a) = n
  def rev [n] 't (xs: [n]t) : [n]t = reverse xs
}

def main (xs: []i32) = (S.mapped (+ 1) xs, (S.ends xs).0, (S.ends xs).1, S.count xs + S.count [true, false, true], S.rev xs)
