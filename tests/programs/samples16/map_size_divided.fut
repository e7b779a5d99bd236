-- A function mapped over an array whose result size is a division by a
-- value from outside the map (`(c - 1) / k + 1`, a bitset's number of
-- words with a word size known only at run time): the size is computed
-- before the map, as Futhark computes it.  Where the map has no elements
-- the division is not evaluated (a zero divisor is no error there); where
-- it has some, a zero divisor fails as the function would.

def words (k: i64) (c: i64) (i: i64) : []i64 =
  let len = (c - 1) / k + 1
  in map (\j -> i * len + j) (iota len)

-- ==
-- entry: main
-- input { 4i64 10i64 [1i64, 2i64] } output { [[3i64, 4i64, 5i64], [6i64, 7i64, 8i64]] }
-- input { 5i64 10i64 [7i64] } output { [[14i64, 15i64]] }
-- input { 0i64 10i64 [1i64] } error: division by zero

entry main (k: i64) (c: i64) (xs: []i64) = map (words k c) xs

-- ==
-- entry: none
-- input { 0i64 10i64 empty([0]i64) } output { 0i64 }
-- input { 3i64 10i64 [5i64, 6i64] } output { 2i64 }

entry none (k: i64) (c: i64) (xs: []i64) = length (map (words k c) xs)

-- ==
-- entry: remainders
-- input { 3i64 [1i64, 2i64, 3i64] } output { 1i64 }
-- input { 0i64 empty([0]i64) } output { 0i64 }

entry remainders (k: i64) (xs: []i64) =
  let r = map (\_ -> iota (8 % k)) xs
  in if length xs == 0 then length r else r[0, 1]
