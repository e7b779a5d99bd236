-- Array functions: sizes of parameters are size parameters; results keep them.
def range n = iota n
def rev [n] 't (a: [n]t) : [n]t = a[::-1]
def sums xs = map (\r -> reduce (+) 0 r) xs
def pairs xs ys = zip xs ys
def first xs = xs[0]
def total = reduce (+) 0f32
def scale (k: f32) = map (* k)
def pad [n] (xs: [n]i32) : [n+1]i32 = xs ++ [0]
def evens (xs: []i32) = filter (\x -> x % 2 == 0) xs
def grid n m = tabulate_2d n m (\i j -> i * j)
-- types:
-- def range : (n: i64) -> *[n]i64
-- def rev [n] 't : [n]t -> [n]t
-- def sums [d0] [d1] : [d0][d1]i32 -> *[d0]i32
-- def pairs [d0] 't0 't1 : [d0]t0 -> [d0]t1 -> *[d0](t0, t1)
-- def first [d0] 't0 : [d0]t0 -> t0
-- def total [d0] : [d0]f32 -> f32
-- def scale [d0] : f32 -> [d0]f32 -> *[d0]f32
-- def pad [n] : [n]i32 -> [n + 1]i32
-- def evens [d0] : [d0]i32 -> ?[k0].*[k0]i32
-- def grid : (n: i64) -> (m: i64) -> *[n][m]i64
