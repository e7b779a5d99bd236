-- Record patterns in let bindings, function parameters and lambdas:
-- punned fields `{x, y}`, renamed fields `{x = a, y = b}`, nested record
-- and tuple patterns, and type ascriptions inside patterns.
-- ==
-- input { 2i32 5i32 } output { 7i32 -3i32 10i32 7i32 3i32 25i32 }
-- input { -1i32 1i32 } output { 0i32 -2i32 -1i32 0i32 2i32 1i32 }

def sum_xy {x, y} : i32 = x + y

def diff ({x = a, y = b}: {x: i32, y: i32}) = a - b

def prod ({p = {x, y}, scale}: {p: {x: i32, y: i32}, scale: i32}) = x * y * scale

entry main (a: i32) (b: i32) =
  let r = {x = a, y = b}
  let {x, y = yy} = r
  let {p = {x = px, y = _}, q = (q1, q2)} = {p = r, q = (yy, x)}
  let f = \({x, y}: {x: i32, y: i32}) -> y * y
  let g = \{x = x: i32, y = y: i32} -> y - x
  in (sum_xy r, diff r, prod {p = r, scale = 1}, px + yy, q1 - q2 + g r - g r, f r)
