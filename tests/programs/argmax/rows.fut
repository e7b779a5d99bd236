-- The index of the smallest (largest) value of each row, ties to the
-- first index: group per row (the operator is found commutative: strided
-- lanes), segment split for few long rows, rows that 4 divides and not.
-- ==
-- entry: argmin_rows argmax_rows_i32
-- input { [[2i32, 2i32, 2i32, 2i32]] } output { [0i64] }
-- input { empty([0][5]i32) } output { empty([0]i64) }
-- random input { [5][1024]i32 } auto output
-- compiled random input { [100][1024]i32 } auto output
-- compiled random input { [100][1027]i32 } auto output
-- compiled random input { [5][20000]i32 } auto output
-- compiled random input { [2][50003]i32 } auto output

-- ==
-- entry: argmin_rows
-- input { [[5i32, 3i32, 3i32, 8i32], [2i32, 2i32, 2i32, 2i32]] } output { [1i64, 0i64] }

-- ==
-- entry: argmax_rows_i32
-- input { [[4i32, 8i32, 3i32, 8i32], [2i32, 2i32, 2i32, 2i32]] } output { [1i64, 0i64] }

def small (x: i32) : f32 = f32.i32 (x % 3)

entry argmin_rows [m][n] (xss: [m][n]i32) : [m]i64 =
  map (\r -> (reduce (\(x, i) (y, j) -> if x < y || (x == y && i < j) then (x, i) else (y, j))
                     (f32.inf, -1) (zip (map small r) (iota n))).1)
      xss

entry argmax_rows_i32 [m][n] (xss: [m][n]i32) : [m]i64 =
  map (\r -> let (_, i) = reduce (\(x, i) (y, j) -> if x > y || (x == y && i < j) then (x, i) else (y, j))
                                 (f32.lowest, -1i32) (zip (map small r) (map i32.i64 (iota n)))
             in i64.i32 i)
      xss

-- Against a loop over each row.
-- ==
-- entry: rows_same
-- random input { [100][1027]i32 } output { true }
-- random input { [5][20000]i32 } output { true }

entry rows_same [m][n] (xss: [m][n]i32) : bool =
  let seq = map (\r -> (loop (bx, bi) = (f32.inf, -1i64) for i < n do
                          if small r[i] < bx then (small r[i], i) else (bx, bi)).1) xss
  in and (map2 (==) (argmin_rows xss) seq)
