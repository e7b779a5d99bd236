-- Arrays that grow in loops inside a map: each thread its own size, bounded
-- by a size kernel that takes the maximum over the loop iterations
-- (backend/thread_sizes.h).
-- ==
-- input { [1i64, 3i64, 5i64] }
-- output { [0i64, 3i64, 10i64] [1i64, 4i64, 8i64] [0i64, 2i64, 6i64] [3i64, 3i64, 3i64] }
def main (ns: []i64) =
  -- a for loop that appends one element
  let a = map (\n -> let xs = loop xs = [0i64] for i < n - 1 do xs ++ [i + 1] in i64.sum xs) ns
  -- a while loop that doubles
  let b = map (\n -> let xs = loop xs = [1i64] while length xs < n do xs ++ xs in length xs) ns
  -- a loop that appends an element or nothing
  let c = map (\n -> let xs = loop xs = ([] : []i64) for i < n do xs ++ (if i % 2 == 0 && i > 0 then [i] else []) in i64.sum xs) ns
  -- a loop that keeps the size in a tuple with a counter
  let d = map (\n -> let (xs, _) = loop (xs, k) = ([n], 0i64) while k < 2 && length xs < 3 do (xs ++ [k], k + 1) in length xs) ns
  in (a, b, c, d)
