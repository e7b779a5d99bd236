-- Language reference probe (gaps8): loop record while.
-- ==
-- input { 100 } output { 7 128 }
entry main (n: i32) =
  let r = loop r = {i = 0, p = 1} while r.p < n do r with i = r.i + 1 with p = r.p * 2
  in (r.i, r.p)
