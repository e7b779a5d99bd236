-- Never-used definitions with functional parameters that are correct are
-- still accepted (they are checked for uniqueness on their own).
-- ==
-- input { 3 } output { 3 }

def a [n] (g: *[n]i32 -> i32) (xs: *[n]i32) = g xs
def b 'x (g: x -> x) (v: x) = g v
def c [n] (g: [n]i32 -> [n]i32) (xs: [n]i32) = g xs
def d f g x = f (g x)
def e (g: i32 -> i32) = \(x: i32) -> g x + 1
def f (g: i32 -> []i32) (n: i32) : []i32 = g n ++ g (n + 1)
def h [n] (g: [n]i32 -> i32) : i64 = n
def k (g: i32 -> i32) (xs: *[]i32) = xs with [0] = g xs[0]
def l (ops: (i32 -> i32, i32 -> i32)) (x: i32) = ops.0 (ops.1 x)
def m (g: i32 -> i32) (xs: []i32) = map g xs
def r (g: i32 -> i32) (x: i32) : i32 = if x > 10 then x else r g (g x)
def s (g: [3]f32 -> f32) (m: [][3]f32) = map g m
def t (g: i32 -> i32) (xs: *[]i32) = loop xs for i < 3 do xs with [i] = g i

entry main (x: i32) = x
