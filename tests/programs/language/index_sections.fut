-- Index sections `(.[i])`, slices in sections `(.[1:])`, and sections that
-- mix indexing with field access `(.0[1])`.
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] 2i64 }
-- output { [1i32, 4i32] [3i32, 6i32] [[2i32, 3i32], [5i32, 6i32]] [2i32, 5i32] [2i32, 5i32] }
-- input { [[7i32, 8i32, 9i32]] 0i64 }
-- output { [7i32] [7i32] [[8i32, 9i32]] [8i32] [8i32] }

entry main [n] (xss: [n][3]i32) (i: i64) =
  ( map (.[0]) xss
  , map (.[i]) xss
  , map (.[1:]) xss
  , map (.[1:][0]) xss
  , map (.0[1]) (zip xss (iota n)) )
