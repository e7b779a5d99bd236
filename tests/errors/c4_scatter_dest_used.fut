-- Compile error: scatter's destination also passed as its values.
-- ==
-- error: consumed

def main [n] (xs: *[n]f32) = scatter xs (iota n) xs
