-- Loops inside a lambda whose unannotated parameter is the initial value
-- of an array that changes size from one iteration to the next: the
-- lambda parameter keeps its own size, and the loop's result size is
-- existential.
-- ==
-- entry: drops
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] } output { [2, 2] }
-- input { empty([0][3]f32) } output { empty([0]i32) }
-- input { [[1f32]] } output { [0] }
-- entry: grows
-- input { [[1, 2], [3, 4]] 2i64 } output { [4i64, 4i64] }
-- input { [[1, 2]] 0i64 } output { [2i64] }
-- entry: filters
-- input { [[1, 2, 3, 4, 5], [3, 4, 5, 6, 7]] } output { [2i64, 2i64] }
-- entry: halves
-- input { [[8, 1, 2, 3, 4, 5, 6, 7]] } output { [[8, 1]] }

entry drops (xss: [][]f32) =
  map (\xs -> let (_, s) = loop (ys, s) = (xs, 0i32) while length ys > 1 do (ys[1:], s + 1)
              in s) xss
entry grows (xss: [][]i32) (k: i64) =
  map (\xs -> length (loop ys = xs for _i < k do ys ++ [0])) xss
entry filters (xss: [][]i32) =
  map (\xs -> length (loop ys = xs while length ys > 2 do filter (< ys[2]) ys)) xss
entry halves [n] (xss: [n][8]i32) : [n][2]i32 =
  map (\xs -> let r = loop ys = xs while length ys > 2 do ys[:length ys / 2] in r :> [2]i32) xss
