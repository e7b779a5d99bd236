-- A point-free re-export of `unflatten` keeps its type: an argument whose
-- size is a single name, not a product, still cannot give the two sizes
-- (as with `unflatten` itself).
-- ==
-- error: do not match
module arr = { def unflatten = unflatten }
def main [k] (xs: [k]f32) = length (arr.unflatten xs)
