-- The sieve of Eratosthenes with scatter in a loop, and a count of
-- primes below n with filter.
-- ==
-- input { 30i64 }
-- output { [2i64, 3i64, 5i64, 7i64, 11i64, 13i64, 17i64, 19i64, 23i64, 29i64] 10i64 }
-- input { 2i64 }
-- output { empty([0]i64) 0i64 }

def sieve (n: i64) : []bool =
  let is_p = replicate n true
  let is_p = if n > 0 then is_p with [0] = false else is_p
  let is_p = if n > 1 then is_p with [1] = false else is_p
  in loop is_p for p in 2..<n do
       if p * p >= n || !is_p[p] then is_p
       else let m = (n - 1 - p * p) / p + 1
            in scatter is_p (map (\k -> p * p + k * p) (iota m)) (replicate m false)

entry main (n: i64) =
  let s = sieve n
  let ps = filter (\i -> s[i]) (indices s)
  in (ps, length ps)
