-- Small programs for rules of the language reference, one entry point
-- each: a size expression with a binding (error index
-- "size-expression-bind": an unknown size), slice updates, nested record
-- updates, loops, `let [n]` with `filter`, updates through record fields,
-- irrefutable record parameters, nested constructor and literal patterns,
-- unique function results, existential results named by `let [m]`.
-- ==
-- entry: size_bind
-- input { 3i64 } output { 6i64 }
-- entry: slice_update
-- input { [1, 2, 3, 4] } output { [1, 7, 8, 4] }
-- entry: record_update
-- input { 4 } output { 12 }
-- entry: loops
-- input { [100, 200, 50] } output { 87 }
-- entry: let_size
-- input { [1, -2, 3] } output { 1i64 }
-- entry: field_update
-- input { [1, 2, 3] } output { [1, 2, 3] }
-- entry: record_param
-- input { 5 } output { 7 }
-- entry: nested_match
-- input { 4 } output { 4 }
-- input { 0 } output { 1 }
-- input { -3 } output { 2 }
-- entry: unique_result
-- input { 3i64 } output { [5, 0, 0] }
-- entry: existential
-- input { [3, -1, 4] } output { [4, 5] }

entry size_bind (n: i64) = let a = iota (let m = n in m + m) in length a

entry slice_update (xs: *[]i32) = let xs[1:3] = [7, 8] in xs

entry record_update (x: i32) =
  let r = {a = x, b = (1, 2)}
  let r = r with b.0 = 5
  let r = r with a = r.a + 1
  in r.a + r.b.0 + r.b.1

entry loops (xs: []i32) =
  let s = loop s = 0 for x in xs do s + x
  in loop i = s while i > 100 do i / 4

entry let_size (xs: []i32) =
  let [n] (ys: [n]i32) = filter (> 0) xs
  in zip ys (iota n) |> map (.1) |> i64.sum

entry field_update (xs: *[]i32) =
  let r = {a = xs, b = 1i32}
  let r = r with a = (r.a with [0] = r.b)
  in r.a

def f {x, y = (a, _)} : i32 = x + a
entry record_param (v: i32) = f {x = v, y = (2, true)}

type t = #a i32 | #b (bool, i32) | #c
entry nested_match (x: i32) =
  match (if x > 0 then #b (true, x) else if x < 0 then #a x else #a 0 : t)
  case #b (true, y) -> y
  case #b (false, _) -> 0
  case #a 0 -> 1
  case #a _ -> 2
  case #c -> 3

def mk (n: i64) : *[]i32 = replicate n 0
entry unique_result (n: i64) = let a = mk n in let a[0] = 5 in a

def pos (xs: []i32) : ?[k].[k]i32 = filter (> 0) xs
entry existential (xs: []i32) =
  let [m] (ys: [m]i32) = pos xs
  in map2 (+) ys (replicate m 1)
