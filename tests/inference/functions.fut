-- Higher-order functions, sections, operators and local functions.
def (+^) (a: i32) (b: i32) = a * 10 + b
def apply_twice 'a (f: a -> a) = f >-> f
def add1 = (+ 1)
def halve = (/ 2f32)
def sq_all = map (\(x: f64) -> x * x)
def pipeline xs = xs |> map (* 2) |> reduce (+) 0i64
def both f g x = (f x, g x)
def localpoly (x: i32) (y: f32) =
  let id z = z
  in (id x, id y)
-- types:
-- def (+^) : i32 -> i32 -> i32
-- def apply_twice 'a : (a -> a) -> a -> a
-- def add1 : i32 -> i32
-- def halve : f32 -> f32
-- def sq_all [d0] : [d0]f64 -> *[d0]f64
-- def pipeline [d0] : [d0]i64 -> i64
-- def both 't0 't1 't2 : (t0 -> t1) -> (t0 -> t2) -> t0 -> (t1, t2)
-- def localpoly : i32 -> f32 -> (i32, f32)
