-- Anonymous sizes of a declared return type are existential when the
-- body computes them; those the body makes equal share one existential,
-- the others stay apart.  A size the callers know (a size parameter, a
-- constant) is that size, as in Futhark.
def runs [n] (counts: [n]i64) : ([]i64, []i64) =
  let total = i64.sum counts
  let owner = map (\i -> i % n) (iota total)
  let pos = map (\i -> i / n) (iota total)
  in (owner, pos)
def split_evens (xs: []i32) : ([]i32, []i32) =
  (filter (\x -> x % 2 == 0) xs, filter (\x -> x % 2 != 0) xs)
def same_rows [n] (xs: [n]f32) : ([]f32, [][]f32) =
  (xs, map (\x -> [x, x]) xs)
-- types:
-- def runs [n] : [n]i64 -> ?[k0].([k0]i64, [k0]i64)
-- def split_evens [d0] : [d0]i32 -> ?[k0][k1].([k0]i32, [k1]i32)
-- def same_rows [n] : [n]f32 -> ([n]f32, [n][2]f32)
