-- Top-level constants (scalars, arrays, tuples) and a type abbreviation
-- with a size parameter.
-- ==
-- input { 1i64 }
-- output { 20i32 2i32 [1f32, 2f32, 3f32] 6f32 }

def k = 10i32
def table = [1f32, 2, 3]
def pair = (k * 2, 2i32)
type vec [n] = [n]f32

def norm1 [n] (v: vec [n]) : f32 = f32.sum (map f32.abs v)

entry main (i: i64) = (pair.0, pair.1 + 0 * i32.i64 i, copy table, norm1 table)
