-- Results of unknown size (filter, existential returns) bound, passed on
-- and used in loops.
-- ==
-- entry: main
-- input { 10i64 }
-- output { [0i64, 3i64, 6i64, 9i64] 4i64 18i64 [9i64, 6i64, 3i64, 0i64] }

def multiples (k: i64) (n: i64) : []i64 = filter (\i -> i % k == 0) (iota n)
def main (n: i64) =
  let m = multiples 3 n
  let s = loop s = 0 for x in m do s + x
  in (m, length m, s, reverse m)
