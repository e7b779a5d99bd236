-- Refining an abstract type with a type that has an anonymous size
-- (`with t = []u8`) makes the specification size-lifted, so a module
-- whose `t` is `type~` matches it.
-- ==
-- entry: lengths
-- input { [1u8, 2u8, 3u8] } output { 3i64 2i64 }

module type measured = {
  type t
  val size : t -> i64
}

module bytes : measured with t = []u8 = {
  type~ t = ?[n].[n]u8
  def size (xs: t) : i64 = length xs
}

module halves (E: integral) : measured with t = []E.t = {
  type~ t = []E.t
  def size (xs: t) : i64 = (length xs + 1) / 2
}

module h = halves u8

entry lengths (xs: []u8) : (i64, i64) = (bytes.size xs, h.size xs)
