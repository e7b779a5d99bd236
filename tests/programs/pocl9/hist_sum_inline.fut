-- The row's histogram and sum written inline in the lambda, the counts
-- i32 and the bins a run-time argument, results in the other order.
-- ==
-- input { 4i64 [[0,1,2,3,4,5,6,7],[7,7,7,7,0,0,0,0]] }
-- output { [[2,2,2,2],[4,0,0,4]] [28,28] }
-- input { 3i64 [[5],[6],[7]] }
-- output { [[0,0,1],[1,0,0],[0,1,0]] [5,6,7] }
-- random input { 10i64 [5][33]i32 } auto output
-- compiled random input { 16i64 [2][4097]i32 } auto output
-- compiled random input { 7i64 [1001][5]i32 } auto output

def main [n][m] (k: i64) (xss: [n][m]i32) : ([n][k]i32, [n]i32) =
  unzip (map (\xs -> (hist (+) 0 k (map (\x -> i64.i32 (x %% i32.i64 k)) xs) (replicate m 1),
                      i32.sum xs)) xss)
