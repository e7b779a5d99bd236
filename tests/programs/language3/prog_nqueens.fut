-- Counts the solutions of the n-queens problem by enumerating all
-- placements with loops (small n).
-- ==
-- input { 4 } output { 2 }
-- input { 5 } output { 10 }
-- input { 6 } output { 4 }

def valid (n: i32) (code: i32) : bool =
  let cols = tabulate (i64.i32 n) (\r -> (code / (n ** i32.i64 r)) % n)
  in loop ok = true for a < n do
       loop ok for b < n do
         if a < b then
           let ca = cols[a]
           let cb = cols[b]
           in ok && ca != cb && i32.abs (ca - cb) != b - a
         else ok

entry main (n: i32) : i32 =
  let total = n ** n
  in map (\c -> i32.bool (valid n c)) (0..<total) |> i32.sum
