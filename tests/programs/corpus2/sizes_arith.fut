-- Sizes in types: results of size [n + 1] and [n - 1], padding with
-- concat, size coercions with `:>`, sizes passed as arguments, and
-- prefix sums with a leading zero (the usual offsets array).
-- ==
-- input { [3i64, 0i64, 2i64] }
-- output { [0i64, 3i64, 3i64, 5i64] [3i64, 0i64, 2i64] [3i64, 0i64, 2i64, 0i64, 0i64] 5i64 [1i64, 1i64, 1i64, 3i64, 3i64] }
-- input { empty([0]i64) }
-- output { [0i64] empty([0]i64) [0i64, 0i64] 0i64 empty([0]i64) }

def offsets [n] (xs: [n]i64) : [n + 1]i64 = [0] ++ scan (+) 0 xs

def diffs [n] (xs: [n + 1]i64) : [n]i64 = map2 (-) (tail xs) (init xs)

def pad [n] (k: i64) (xs: [n]i64) : [n + k]i64 = xs ++ replicate k 0

-- The segment of each element of a flattened irregular array, by scatter
-- and a running maximum over the starts.
def segment_ids [n] (lens: [n]i64) (total: i64) : [total]i64 =
  let offs = offsets lens
  let starts = scatter (replicate total 0) (map2 (\o l -> if l > 0 then o else -1) (init offs :> [n]i64) lens) (iota n)
  in scan i64.max 0 starts

entry main [n] (lens: [n]i64) =
  let offs = offsets lens
  let back = diffs (offs ++ [0] :> [n + 1 + 1]i64)
  let total = last offs
  in (offs, (back :> [n + 1]i64)[0:n], pad 2 lens, total, map (+ 1) (segment_ids lens total))
