-- A definition inferred polymorphic (no annotations) used at several
-- types, including a pair-swapping function and a generic `first`.
-- ==
-- input { 1 2.0f32 }
-- output { 2.0f32 1 true 3i64 }

def swap (a, b) = (b, a)
def first xs = xs[0]
def twice f x = f (f x)

entry main (a: i32) (b: f32) =
  let (c, d) = swap (a, b)
  in (c, d, first [true, false], twice (+ 1) 1i64)
