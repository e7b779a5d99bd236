-- Error index "unused-size", a program of runic's own: a size parameter that no parameter mentions.
-- ==
-- error: Size `k` unused in pattern

def zeros [k] (n: i64) : []f32 = replicate n 0
def main (n: i64) = zeros n
