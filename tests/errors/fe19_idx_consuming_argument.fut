-- Error index "consuming-argument", a program of runic's own: a consuming function passed where `map`-like code expects a plain one.
-- ==
-- error: Argument of functional type `\*\[\?n\]i32 -> i32` contains consumption

def on_rows (f: []i32 -> i32) (xss: [][]i32) = map f xss
def zero_sum (xs: *[]i32) = let xs[0] = 0 in i32.sum xs
def main (xss: [][]i32) = on_rows zero_sum xss
