-- `#[noinline]` functions stay Core IR functions through simplification
-- and fusion (the interpreter calls them); the GPU backend inlines them
-- before flattening.  Scalar ones inside a map, array ones at host level,
-- one that updates its argument in place, one that calls another.
-- ==
-- input { [1, 2, 3, 4] }
-- output { [2, 5, 10, 17] [1, 2, 3, 4, 100] 30 [100, 2, 3, 4] 2 }
-- input { [7] }
-- output { [50] [7, 100] 49 [100] 1 }

#[noinline] def sq1 (x: i32) : i32 = x * x + 1
#[noinline] def append_100 [n] (xs: [n]i32) : []i32 = xs ++ [100]
#[noinline] def sumsq (xs: []i32) : i32 = i32.sum (map (\x -> sq1 x - 1) xs)
#[noinline] def set_first (xs: *[]i32) : *[]i32 = xs with [0] = 100
#[noinline] def evens (xs: []i32) = filter (\x -> x % 2 == 0 || x == 7) xs

entry main (xs: []i32) =
  (map sq1 xs, append_100 xs, sumsq xs, set_first (copy xs), i32.i64 (length (evens xs)))
