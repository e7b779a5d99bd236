-- Existential sizes: `let [n] (ys: [n]i32) = filter ...`, results of the
-- form `?[k].[k]t`, sizes bound by `let [m]` and then used as values and in
-- later types, and unknown sizes from `if` branches.
-- ==
-- input { [1i32, -2i32, 3i32, -4i32, 5i32] } output { 3i64 [1i32, 3i32, 5i32] [2i32, 6i32, 10i32] 2i64 [1i32, 3i32, 5i32, 1i32, 3i32, 5i32] }
-- input { [-1i32] } output { 0i64 empty([0]i32) empty([0]i32) 1i64 empty([0]i32) }

def positives (xs: []i32) : ?[k].[k]i32 = filter (> 0) xs

def doubled [n] (xs: [n]i32) : [n]i32 = map (* 2) xs

entry main (xs: []i32) =
  let [m] (ys: [m]i32) = positives xs
  let zs: [m]i32 = doubled ys
  let negs = filter (< 0) xs
  let both = if m > 0 then ys ++ ys else ys
  in (m, ys, zs, length negs, both)
