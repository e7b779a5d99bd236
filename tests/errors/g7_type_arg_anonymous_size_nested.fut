-- The anonymous size may be inside a tuple of the type argument, or an
-- anonymous size argument of another abbreviation.
-- ==
-- error: the type argument `\(i32, row \[\]\)` of `box` is a size-lifted type

type row [n] = [n]f32
type box 't = (t, bool)

entry main (x: box (i32, row [])) : i32 = x.0.0
