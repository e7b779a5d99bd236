-- The names that --print-types gives inferred sizes (d0, d1, ...) and
-- existential sizes (k0, k1, ...) are never names that the program uses
-- for something else: a parameter `k0`, a size parameter `d0`, a
-- top-level `k1`.
def k1 : i64 = 3
def pick [n] (k0: i64) (xs: [n]i32) = (iota k0, filter (> 0) xs)
def both [d0] (xs: [d0]i32) (ys: []i32) = (xs, filter (> 0) ys)
def plain (xs: []f32) = filter (> 0) xs
def two (xs: []i64) = (filter (> 0) xs, filter (< 0) xs)
-- types:
-- def k1 : i64
-- def pick [n] : (k0: i64) -> [n]i32 -> ?[k2].(*[k0]i64, *[k2]i32)
-- def both [d0] [d1] : [d0]i32 -> [d1]i32 -> ?[k0].([d0]i32, *[k0]i32)
-- def plain [d0] : [d0]f32 -> ?[k0].*[k0]f32
-- def two [d0] : [d0]i64 -> ?[k0][k2].(*[k0]i64, *[k2]i64)
