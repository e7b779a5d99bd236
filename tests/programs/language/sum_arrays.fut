-- Arrays of sum-typed values: built by map, filtered, counted with
-- reduce, and a sum with an array payload.
-- ==
-- input { [1i32, -2i32, 0i32, 5i32, -7i32] } output { 2i64 2i64 1i64 6i32 -9i32 }
-- input { empty([0]i32) } output { 0i64 0i64 0i64 0i32 0i32 }

type sign = #pos i32 | #neg i32 | #zero

def classify (x: i32) : sign =
  if x > 0 then #pos x else if x < 0 then #neg x else #zero

def count [n] (p: sign -> bool) (xs: [n]sign) : i64 =
  xs |> map (\s -> if p s then 1 else 0) |> i64.sum

type summary [n] = #values ([n]i32) | #nothing

def total [n] (s: summary [n]) : i32 =
  match s
  case #values vs -> i32.sum vs
  case #nothing -> 0

entry main [n] (xs: [n]i32) =
  let ss = map classify xs
  let pos = count (\s -> match s case #pos _ -> true case _ -> false) ss
  let neg = count (\s -> match s case #neg _ -> true case _ -> false) ss
  let zero = count (\s -> s == #zero) ss
  let ps = filter (\x -> x > 0) xs
  let sum_pos: summary [] = if length ps > 0 then #values ps else #nothing
  in (pos, neg, zero, total sum_pos, total (#values (filter (< 0) xs) : summary []))
