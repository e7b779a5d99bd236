-- Existential sizes: loops whose array parameter changes size, functions
-- returning arrays of unknown size, let-bound sizes, size-dependent
-- lambdas.
-- ==
-- input { [5, 1, 4, 2, 3] } output { [5, 4, 3] 3i64 [1, 1, 2, 2, 3, 3, 4, 4, 5, 5] 2i64 }

-- A local insertion-free sort: counting ranks.
def sort' [n] (xs: [n]i32) : [n]i32 =
  let rank i = reduce (+) 0 (map (\j -> if xs[j] < xs[i] || (xs[j] == xs[i] && j < i) then 1 else 0) (iota n))
  in scatter (replicate n 0) (map rank (iota n)) xs

def big [n] (xs: [n]i32) : []i32 = filter (> 2) xs

def main (xs: []i32) =
  let ys = big xs
  let [m] (zs: [m]i32) = ys
  let grown = loop acc = xs for _i < 1 do acc ++ acc
  let halves = loop (a: []i32) = xs while length a > 2 do a[:length a / 2]
  in (zs, m, map (\x -> (x - 1) % 5 + 1) (sort' grown), length halves)
