-- A polymorphic definition is checked once and used at several types.
-- ==
-- input { 2 1.5f32 3u8 } output { 8 6f32 5u8 }
def twice 't (f: t -> t) (x: t) : t = f (f x)
entry main (a: i32) (b: f32) (c: u8) = (twice (\x -> x + x) a, twice (\x -> x * 2) b, twice (+ 1) c)
