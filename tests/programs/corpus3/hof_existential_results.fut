-- Higher-order functions whose functional parameter returns an array of
-- an existential size (`a -> ?[k].[k]b`, or `[]` in the result of a
-- parameter's function type): the arguments may return a constant size,
-- a size depending on their parameter (`iota x`), or an unknown size
-- (`filter`); each application of the parameter has its own size.
-- ==
-- input { [2i64, 0i64, 3i64] }
-- output { [2i64, 0i64, 3i64] [2i64, 2i64, 2i64] [0i64, 0i64, 1i64] [2i64, 0i64, 3i64] 1i64 [1i64, 1i64, 2i64, 3i64] 4i64 }

def lengths [n] (f: i64 -> ?[k].[k]i64) (xs: [n]i64) : [n]i64 = map (\x -> length (f x)) xs

def lengths' [n] (f: i64 -> []i64) (xs: [n]i64) : [n]i64 = map (\x -> length (f x)) xs

def count_after [m] (f: [m]i64 -> []i64) (xs: [m]i64) : i64 = length (f xs)

def concat_both (f: i64 -> ?[k].[k]i64) (a: i64) (b: i64) : []i64 = f a ++ f b

def total (f: i64 -> []i64) (xs: []i64) : i64 = xs |> map (\x -> i64.sum (f x)) |> i64.sum

def mk (x: i64) = iota x

entry main (xs: []i64) =
  ( lengths (\x -> iota x) xs
  , lengths (\x -> replicate 2 x) xs
  , lengths (\x -> filter (> 1) (iota x)) xs
  , lengths' mk xs
  , count_after (filter (> 2)) xs
  , concat_both (\x -> map (+ 1) (iota x)) 1 3
  , total (\x -> iota x) xs
  )
