-- Error index "ambiguous-size", a program of runic's own: a size parameter that only the result mentions, the result used by `length` only.
-- ==
-- error: Ambiguous size

def blank [n] (_: i64) : [n]f32 = replicate n 0
def main (k: i64) = length (blank k)
