-- Error index "unmatched-cases", a program of runic's own: a `match` without the case for one constructor.
-- ==
-- error: Unmatched cases in match expression: no case matches, e.g., #tri

type shape = #circle f32 | #rect f32 f32 | #tri f32 f32 f32
def area (s: shape) = match s case #circle r -> r * r case #rect w h -> w * h
def main (r: f32) = area (#circle r)
