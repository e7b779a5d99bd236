-- Size types: expressions, existential results, named parameters.
def cat [n][m] (xs: [n]i32) (ys: [m]i32) = xs ++ ys
def dup [n] 't (xs: [n]t) = concat xs xs
def pairs_of [n] (xs: [n*2]f32) = unflatten xs : [n][2]f32
def grow (k: i64) (xs: []i32) = replicate k 0 ++ xs
def keep p (xs: []i32) = filter p xs
def sized [n] (xs: [n]i32) : [n]i32 = xs
def fit [m] (xs: []i32) (_: [m]bool) : [m]i32 = xs :> [m]i32
def inner [n][m] (a: [n][m]f32) = a[0]
def window [n] (i: i64) (xs: [n]f32) = xs[i:i+3]
-- types:
-- def cat [n] [m] : [n]i32 -> [m]i32 -> *[n + m]i32
-- def dup [n] 't : [n]t -> *[n + n]t
-- def pairs_of [n] : [n * 2]f32 -> [n][2]f32
-- def grow [d0] : (k: i64) -> [d0]i32 -> *[k + d0]i32
-- def keep [d0] : (i32 -> bool) -> [d0]i32 -> ?[k0].*[k0]i32
-- def sized [n] : [n]i32 -> [n]i32
-- def fit [m] [d0] : [d0]i32 -> [m]bool -> [m]i32
-- def inner [n] [m] : [n][m]f32 -> [m]f32
-- def window [n] : (i: i64) -> [n]f32 -> [(i + 3) - i]f32
