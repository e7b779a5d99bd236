-- A function whose result size the caller can compute (a division of its
-- parameter by a constant, also by a parametric module's constant from
-- its argument's `i32`), checked once and mapped in another definition:
-- `runic check` remembers the first call's result and gives a later call
-- its sizes, computing them again where that call is, so the mapped
-- function's rows have one size [samples16].
def words (c: i64) : []i64 = iota ((c - 1) / 8 + 1)
def direct (c: i64) = words c
def mapped (c: i64) (xs: []i64) = map (\_ -> words c) xs
module m (P: {val w: i32}) = {
  def w = i64.i32 P.w
  def blocks (c: i64) (i: i64) : []i64 = replicate ((c - 1) / w + 1) i
}
module m8 = m {def w = 8i32}
def first (c: i64) = m8.blocks c 0
def rows (c: i64) (xs: []i64) = map (m8.blocks c) xs
-- types:
-- def words : (c: i64) -> [((c - 1) / 8) + 1]i64
-- def direct : (c: i64) -> [((c - 1) / 8) + 1]i64
-- def mapped [d0] : (c: i64) -> [d0]i64 -> *[d0][((c - 1) / 8) + 1]i64
-- def m8.w : i64
-- def m8.blocks : (c: i64) -> i64 -> [((c - 1) / m8.w) + 1]i64
-- def first : (c: i64) -> [((c - 1) / m8.w) + 1]i64
-- def rows [d0] : (c: i64) -> [d0]i64 -> *[d0][((c - 1) / m8.w) + 1]i64
