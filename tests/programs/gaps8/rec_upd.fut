-- Language reference probe (gaps8): rec upd.
type r = {a: {b: i32, c: f32}, d: bool}
-- ==
-- input { } output { 5 1.0f32 false 3 }
entry main = let r: r = {a={b=1,c=1}, d=true}
             let r2 = r with a.b = 5 with d = false
             let t = (1, 2) with 1 = 3
             in (r2.a.b, r2.a.c, r2.d, t.1)
