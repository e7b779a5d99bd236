-- Nested records: literals, access through several fields (`o.inner.b.c`),
-- records holding arrays.
-- ==
-- input { 3i64 } output { 3i64 6i32 2.5f64 true 1i32 }
-- input { 1i64 } output { 1i64 0i32 2.5f64 true 1i32 }
-- input { 0i64 } output { 0i64 0i32 2.5f64 true 1i32 }

type inner = {a: i32, b: {c: f64, d: bool}}
type outer [n] = {name: i64, data: [n]i32, inner: inner}

def make (n: i64) : outer [n] =
  {name = n, data = map (\i -> i32.i64 i * 2) (iota n), inner = {a = 1, b = {c = 2.5, d = true}}}

entry main (n: i64) =
  let o = make n
  let b = o.inner.b
  in (o.name, reduce (+) 0 o.data, o.inner.b.c, b.d, (o.inner).a)
