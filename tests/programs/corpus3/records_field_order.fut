-- Record field order does not matter for types or equality; tuples are
-- records with numeric fields.
-- ==
-- input { 1i64 2i64 }
-- output { true 3i64 1i64 2i64 true }

def swap_rec (r: {y: i64, x: i64}) : {x: i64, y: i64} = {x = r.y, y = r.x}

entry main (a: i64) (b: i64) =
  let r1 = {x = a, y = b}
  let r2 = {y = b, x = a}
  let t = {0 = a, 1 = b}
  let (p, q) = t
  let s = swap_rec r1
  in (r1 == r2, s.x + s.y, p, q, t == (a, b))
