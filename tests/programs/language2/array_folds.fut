-- foldl and foldr with non-associative operators.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { -6i32 2i32 [3i32, 2i32, 1i32] }

entry main (xs: []i32) =
  ( foldl (-) 0 xs, foldr (-) 0 xs
  , foldl (\acc x -> let a = copy (rotate (-1) acc) in a with [0] = x) (map (const 0) xs) xs )
