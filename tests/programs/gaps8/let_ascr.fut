-- Language reference probe (gaps8): let ascr.
-- ==
-- input { 2 } output { 3 2.0f32 [2,2] }
entry main (x: i32) =
  let (a: i32, b: f32) = (x + 1, f32.i32 x)
  let c: [2]i32 = replicate 2 x
  let {d: i32, e = _: bool} = {d = 0, e = true}
  in (a + d, b, c)
