-- Arrays of different sizes given to map2 are a compile error.
-- ==
-- error: .

entry main (xs: [3]i32) (ys: [4]i32) = map2 (+) xs ys
