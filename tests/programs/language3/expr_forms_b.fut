-- More expression forms: tabulate of rows, ranges in reductions, array
-- equality, lambdas with typed tuple and record patterns, unrolled loops,
-- empty pipelines and concat of rows.
-- ==
-- input { }
-- output { [[0i64, 0i64], [1i64, 1i64], [2i64, 2i64]] 55 true 12 4 6 0i64 [3.0f64, 4.0f64] [1, 2] [[1], [2]] }

def l = tabulate 3 (\i -> replicate 2 i)
def m = i32.sum (map (\x -> x) (1...10))
def n = [1, 2, 3] == [1, 2, 3] && [[1]] != [[2]]
def o = (\(x: i32, y: i32) -> x * y) (3, 4)
def p = let f = \{x, y} -> x - y in f {y = 1, x = 5}
def q = #[unroll] loop s = 0 for i < 4 do s + i
def r = iota 0 |> map (+ 1) |> length
def s = zip [1, 2] [3.0, 4.0] |> unzip |> (.1)
def t = (concat [1] [2], concat [[1]] [[2]])

entry main = (l, m, n, o, p, q, r, s, t.0, t.1)
