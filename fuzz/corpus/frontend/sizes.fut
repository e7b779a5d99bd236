def f [n] (xs: [n]i32) : [n]i32 = xs
def main (k: i64) (xs: []i32) = f (xs :> [k]i32)
