-- A size bound in a specification's type (`?[len].`, `(len: i64) ->`)
-- is not the module's value of the same name.
-- ==
-- entry: run
-- input { 4i64 } output { [0i64, 1i64, 2i64, 3i64] 2i64 }

module type counted = {
  val len : i64
  val upto : (len: i64) -> [len]i64
  val evens : i64 -> ?[len].[len]i64
}

module c : counted = {
  def len : i64 = 2
  def upto (n: i64) = iota n
  def evens (n: i64) = filter (\x -> x % 2 == 0) (iota n)
}

entry run (n: i64) : ([]i64, i64) = (c.upto n, length (c.evens n) + c.len - 2)
