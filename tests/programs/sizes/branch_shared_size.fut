-- Where the branches of an `if` or `match` differ in the same pair of
-- sizes at several places, those places get one fresh size: here
-- `([], [])` against two arrays of a computed length `k`, so both
-- results of `halves` have one size and the caller may `zip` them.
def halves [n] (xs: [n]f32) : ([]f32, []f32) =
  if n < 2 then ([], [])
  else let k = n / 2
       let lo = xs[:k] :> [k]f32
       let hi = xs[n - k:] :> [k]f32
       in (lo, hi)

def pick (c: i32) (xs: []i32) : ([]i32, []bool) =
  match c
  case 0 -> ([], [])
  case 1 -> let ys = filter (> 0) xs in (ys, map (> 5) ys)
  case _ -> let ys = filter (< 0) xs in (ys, map (< -5) ys)

-- ==
-- entry: diffs
-- input { [1f32, 2f32, 4f32, 8f32, 16f32] }
-- output { [7f32, 14f32] }
-- input { [3f32] }
-- output { empty([0]f32) }
entry diffs (xs: []f32) =
  let (a, b) = halves xs
  in map2 (\x y -> y - x) a b

-- ==
-- entry: picked
-- input { 1 [3, -8, 9, -1] } output { [3i32, 9i32] [false, true] 2i64 }
-- input { 2 [3, -8, 9, -1] } output { [-8i32, -1i32] [true, false] 2i64 }
-- input { 0 [3, -8, 9, -1] } output { empty([0]i32) empty([0]bool) 0i64 }
entry picked (c: i32) (xs: []i32) =
  let (ys, fs) = pick c xs
  let both = zip ys fs
  in (ys, fs, length both)
