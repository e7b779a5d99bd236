-- Unannotated definitions: literals default, operators constrain.
def answer = 42
def half = 0.5
def inc x = x + 1
def twice f x = f (f x)
def const a _ = a
def add3 x y z = x + y + z : f32
def is_pos (x: i64) = x > 0
def swap (a, b) = (b, a)
-- Each definition, used or not, is checked once and generalised.
def compose f g x = g (f x)
-- types:
-- def answer : i32
-- def half : f64
-- def inc : i32 -> i32
-- def twice 't0 : (t0 -> t0) -> t0 -> t0
-- def const 't0 't1 : t0 -> t1 -> t0
-- def add3 : f32 -> f32 -> f32 -> f32
-- def is_pos : i64 -> bool
-- def swap 't0 't1 : (t0, t1) -> (t1, t0)
-- def compose 't0 't1 't2 : (t0 -> t1) -> (t1 -> t2) -> t0 -> t2
