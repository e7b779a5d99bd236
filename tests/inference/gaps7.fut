-- Sizes of size parameters that only function types mention, decided by
-- a let-bound array or an argument; the prelude's flatmap'.
def apply [n] (g: [n]i32 -> [n]i32) : [n]i32 -> [n]i32 = g
def twice_pos (xs: []i32) = let zs = filter (> 0) xs in apply (map (* 2)) zs
def pos_rev (xs: []i32) = apply reverse (filter (> 0) xs)
def segs (xs: []i64) = flatmap' iota xs
-- types:
-- def apply [n] : ([n]i32 -> [n]i32) -> [n]i32 -> [n]i32
-- def twice_pos [d0] : [d0]i32 -> ?[k0].[k0]i32
-- def pos_rev [d0] : [d0]i32 -> ?[k0].[k0]i32
-- def segs [d0] : [d0]i64 -> ?[k0].([d0]i64, [k0]bool, [d0]i64, [k0]i64)
