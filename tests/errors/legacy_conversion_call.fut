-- `f32(n)` (old Futhark): conversions are functions of the type's module.
-- ==
-- error: Unknown name "f32"(.|\n)*`f32.i64 n`
def mean [n] (xs: [n]f32) = reduce (+) 0 xs / f32(n)
def main (xs: []f32) = mean xs
