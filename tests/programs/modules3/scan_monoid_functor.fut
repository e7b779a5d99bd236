-- A functor computing prefix sums with any monoid, applied to a monoid of
-- pairs (count, sum) and to max.
-- ==
-- input { [2, 5, 1] } output { [1, 2, 3] [2, 7, 8] [2, 5, 5] }

module type monoid = { type t val ne: t val op: t -> t -> t }

module prefix (M: monoid) = {
  def run [n] (xs: [n]M.t) : [n]M.t = scan M.op M.ne xs
}

module count_sum = prefix {
  type t = (i32, i32)
  def ne = (0i32, 0i32)
  def op ((a, b): t) ((c, d): t) = (a + c, b + d)
}

module maxes = prefix { type t = i32 def ne = i32.lowest def op = i32.max }

def main (xs: []i32) =
  let (cs, ss) = unzip (count_sum.run (map (\x -> (1, x)) xs))
  in (cs, ss, maxes.run xs)
