-- A collection of small expression forms: nested updates, record path
-- updates, matches on tuples of records, chained pipes, scans with a
-- non-commutative operator, 2-D slices and negative strides.
-- ==
-- input { }
-- output { [[1, 9], [3, 4]] [3, 4] 1 2i64 8 13 [1, 12, 123] 1 [1.0f32, 5.0f32, 0.0f32] [[2, 3], [5, 6]] [5, 3] }

def a = let xs = [[1, 2], [3, 4]] in xs with [0, 1] = 9
def b = let r = {x = {y = [1, 2]}} in (r with x.y = [3, 4]).x.y
def c = match (1, {a = 2}) case (1, {a = 2}) -> 1 case _ -> 0
def e (xs: []i32) = xs |> map (\x -> x * 2) |> filter (> 2) |> length
def f = loop (a, b) = (1, 1) for _i < 5 do (b, a + b)
def g = scan (\a b -> a * 10 + b) 0 [1, 2, 3]
def h = reduce_comm i32.min i32.highest [3, 1, 2]
def i = hist (+) 0f32 3 [0, 1, 1] [1, 2, 3]
def j = let m = [[1, 2, 3], [4, 5, 6]] in m[:, 1:]
def k = [1, 2, 3, 4, 5][4:0:-2]

entry main = (a, b, c, e [1, 2, 3], f.0, f.1, g, h, i, j, k)
