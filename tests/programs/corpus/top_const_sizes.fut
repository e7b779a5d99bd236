-- A top-level constant used as a size: in type abbreviations, parameter
-- types and `replicate`; arrays of that size agree everywhere.
-- ==
-- input { [1.0f32, 2.0f32, 3.0f32] } output { 14.0f32 [0.0f32, 0.0f32, 0.0f32] [2.0f32, 4.0f32, 6.0f32] }

def n = 3i64
type vec = [n]f32

def dot (a: vec) (b: vec) = f32.sum (map2 (*) a b)
def zero : vec = replicate n 0
def scale (k: f32) (v: [n]f32) : vec = map (* k) v

def main (xs: [3]f32) =
  let v = xs :> vec
  in (dot v v, zero, scale 2 v)
