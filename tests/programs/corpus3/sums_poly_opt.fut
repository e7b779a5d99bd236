-- A polymorphic option type, used at several types, and in a loop
-- parameter.
-- ==
-- input { [5i32, -3i32, 8i32, 2i32] }
-- output { 8i32 true 2i64 -1i32 }

type opt 'a = #none | #some a

def map_opt 'a 'b (f: a -> b) (x: opt a) : opt b =
  match x
  case #none -> #none
  case #some v -> #some (f v)

def get_or 'a (d: a) (x: opt a) : a =
  match x
  case #some v -> v
  case #none -> d

def find_max (xs: []i32) : opt i32 =
  loop acc = #none for x in xs do
    match acc
    case #none -> #some x
    case #some m -> #some (i32.max m x)

def first_neg [n] (xs: [n]i32) : opt i64 =
  loop res = #none for i < n do
    match res
    case #some _ -> res
    case #none -> if xs[i] < 0 then #some i else #none

entry main (xs: []i32) =
  let m = get_or 0 (find_max xs)
  let b = get_or false (map_opt (\v -> v > 7) (find_max xs))
  let i = get_or (-1) (first_neg xs)
  let e = get_or (-1) (find_max ([] : []i32))
  in (m, b, i + 1, e)
