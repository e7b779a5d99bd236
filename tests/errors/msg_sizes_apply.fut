-- Two arrays of different sizes passed where one size is required
-- (issues #2049, #2211).
-- ==
-- error: Sizes "n" and "m" do not match

def dot [n] (a: [n]f32) (b: [n]f32) = f32.sum (map2 (*) a b)

def main [n][m] (a: [n]f32) (b: [m]f32) = dot a b
