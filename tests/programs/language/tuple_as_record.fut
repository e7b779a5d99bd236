-- Tuples are records with fields 0, 1, ...: `{0 = a, 1 = b}` is a pair,
-- `.0` / `.1` project, record types with numeric fields are tuple types.
-- ==
-- input { 3i32 true } output { 3i32 true 4i32 false 3i32 }
-- input { -7i32 false } output { -7i32 false -6i32 true -7i32 }

def swap 'a 'b (p: (a, b)) : {0: b, 1: a} = {0 = p.1, 1 = p.0}

entry main (x: i32) (b: bool) =
  let t = {0 = x, 1 = b}
  let (u, v) = t
  let s = swap (x + 1, !b)
  let nested = ((x, 1i32), 2i32)
  in (u, v, s.1, s.0, nested.0.0)
