-- A local function whose unannotated parameter is known only by its fields
-- (`r.a`) is generalised over the types and sizes of those fields: each use
-- may pass a record with arrays of another length, or with more fields.
-- ==
-- input { [1, 2] [3, 4, 5] } output { 5i64 12i64 [2i64, 1i64] }
-- input { empty([0]i32) [7] } output { 1i64 10i64 [0i64, 1i64] }

entry main (xs: []i32) (ys: []i32) =
  let len r = length r.a
  let total r = i64.i32 (reduce (+) 0 r.a) + r.b
  let firsts = (len {a = xs}, len {a = ys, b = true})
  in (firsts.0 + firsts.1,
      total {a = ys, b = 0i64} - total {a = xs, b = 0i64} + len {a = iota 3},
      [len {a = replicate (length xs) 'x'} - 2 + len {a = [[1f32]]} + 1, 3 - len {a = [1f32, 2]} ])
