-- Sizes from outside a lambda passed to `map` (reference, "A function
-- whose return type has an unknown size": these are fine), size terms as
-- size arguments, and products of terms.
def count [n] 't (_: [n]t -> bool) = n
def lengths [n] [m] (xss: [n][m]i32) = map (\xs -> length xs) xss
def iotas [n] [m] (xss: [n][m]i32) = map (\(_: [m]i32) -> iota m) xss
def count_len (zs: []i32) = count (\(_: [length zs]i32) -> true)
def halves (xs: []i32) = unflatten (xs[:2 * (length xs / 2)] :> [2 * (length xs / 2)]i32)
-- types:
-- def count [n] 't : ([n]t -> bool) -> i64
-- def lengths [n] [m] : [n][m]i32 -> *[n]i64
-- def iotas [n] [m] : [n][m]i32 -> *[n][m]i64
-- def count_len [d0] : [d0]i32 -> i64
-- def halves [d0] : [d0]i32 -> ?[k0].[2][k0]i32
