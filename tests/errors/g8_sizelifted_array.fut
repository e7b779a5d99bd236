-- Language reference, "Type abbreviations": a size-lifted type may not be
-- the element of an array.
-- ==
-- error: Cannot create array with elements of size-lifted type
type~ t = #a ([]i32) | #b (i32, [2]f32)
entry main = let xs = [#a [1,2,3], #b (1, [1,2])] : [2]t in 0i32
