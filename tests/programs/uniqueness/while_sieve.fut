-- A sieve of Eratosthenes with in-place updates in a while loop.
-- ==
-- input { 20i64 } output { [2i64, 3i64, 5i64, 7i64, 11i64, 13i64, 17i64, 19i64] }
entry main (n: i64) =
  let (is_prime, _) =
    loop (ps, p) = (replicate n true, 2i64) while p * p < n do
      let ps = loop ps for k in (p * p)..<n do
                 if k % p == 0 then ps with [k] = false else ps
      in (ps, p + 1)
  let marked = map2 (\b i -> if b && i >= 2 then i else -1) is_prime (iota n)
  in filter (>= 0) marked
