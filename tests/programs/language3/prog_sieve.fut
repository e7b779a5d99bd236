-- The sieve of Eratosthenes with scatter, then the primes by filter.
-- ==
-- input { 30i64 } output { [2i64, 3i64, 5i64, 7i64, 11i64, 13i64, 17i64, 19i64, 23i64, 29i64] }
-- input { 2i64 } output { empty([0]i64) }

entry main (n: i64) =
  let is_prime = replicate n true
  let is_prime = loop is_prime for p in 2..<n do
    if p * p >= n || !is_prime[p] then is_prime
    else let multiples = map (\k -> p * p + k * p) (iota ((n - 1 - p * p) / p + 1))
         in scatter is_prime multiples (map (const false) multiples)
  in filter (\i -> i >= 2 && is_prime[i]) (iota n)
