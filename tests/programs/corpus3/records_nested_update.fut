-- Records: literals, punning, nested updates, field sections, record
-- patterns in parameters and in lets.
-- ==
-- input { 3i32 4.0f32 }
-- output { 13i32 4.0f32 10i32 7i32 [3i32, 4i32, 5i32] }

type inner = {a: i32, b: f32}
type outer = {inner: inner, c: i32, tag: bool}

def mk (a: i32) (b: f32) : outer =
  let inner = {a, b}
  in {inner, c = a * 2, tag = true}

def bump ({inner = {a, b = _}, c, tag}: outer) : i32 =
  if tag then a + c else a - c

entry main (x: i32) (y: f32) =
  let r = mk x y
  let r2 = r with inner.a = 10
  let r3 = r2 with c = r2.inner.a + 3
  let {inner = {a = aa, b = bb}, c = cc, tag = _} = r3
  let xs = map (.inner.a) [mk 3 1, mk 4 2, mk 5 3]
  in (cc, bb, aa, bump (r with c = 4), xs)
