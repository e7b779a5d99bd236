-- Error index "loop-variant-escape", a program of runic's own: a loop whose parameter doubles, tied to an outer array by a size expression.
-- ==
-- error: Loop-variant size has escaped

def widen [k] (xs: [k]i32) (ys: [k * 2]i32) : [k * 2]i32 = map2 (+) ys (xs ++ xs :> [k * 2]i32)
def main [n] (xs: [n]i32) (ys: []i32) =
  loop acc = xs for i < 3 do widen acc ys
