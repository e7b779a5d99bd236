-- A local function's parameter known by its fields (`r.a`) or by the
-- constructors it matches is generalised over the sizes (and types) of
-- the payloads: the enclosing definition's arrays keep sizes of their own.
def two_lengths (xs: []i32) (ys: []f32) =
  let len r = length r.a
  in len {a = xs} + len {a = ys}
def sizes (xs: []i32) (ys: []i32) =
  let size o = match o case #some zs -> length zs
                       case #none -> 0
  in (size (#some xs), size (#some ys))
def firsts (xs: []i32) (ys: []i32) =
  let first r = r.v[0]
  in (first {v = xs}, first {v = ys, w = 1f32})
-- types:
-- def two_lengths [d0] [d1] : [d0]i32 -> [d1]f32 -> i64
-- def sizes [d0] [d1] : [d0]i32 -> [d1]i32 -> (i64, i64)
-- def firsts [d0] [d1] : [d0]i32 -> [d1]i32 -> (i32, i32)
