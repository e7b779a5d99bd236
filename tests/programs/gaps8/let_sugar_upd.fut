-- `let a[i] = v` and `let r.f.g = v` are sugar for `with` updates.
-- ==
-- input { [1,2,3,4] } output { [9,2,0,0] 5 true }
entry main (a: *[]i32) =
  let a[0] = 9
  let a[2:] = [0, 0]
  let r = {p = {q = 1i32}, b = false}
  let r.p.q = 5
  let r.b = true
  in (a, r.p.q, r.b)
