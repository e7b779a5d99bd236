-- Reductions over sum types, as search kernels write them: the first
-- match of a predicate as an option, the best of several kinds of
-- candidates, and a validation pass that collects the first error.
-- ==
-- entry: first_match
-- input { 10i32 [3i32, 12i32, 7i32, 15i32] } output { true 1i64 12i32 }
-- input { 100i32 [3i32, 12i32] } output { false -1i64 0i32 }
-- ==
-- entry: validate
-- input { [1i32, 2i32, 3i32] } output { 0i32 -1i64 }
-- input { [1i32, -2i32, 300i32, -4i32] } output { 1i32 1i64 }
-- input { [1i32, 300i32, -4i32] } output { 2i32 1i64 }

type opt 'a = #none | #some a

def first_some 'a (x: opt (i64, a)) (y: opt (i64, a)) : opt (i64, a) =
  match (x, y)
  case (#none, _) -> y
  case (_, #none) -> x
  case (#some (i, _), #some (j, _)) -> if i <= j then x else y

def find_first [n] 'a (p: a -> bool) (xs: [n]a) : opt (i64, a) =
  reduce first_some #none (map2 (\i x -> if p x then #some (i, x) else #none) (iota n) xs)

entry first_match [n] (limit: i32) (xs: [n]i32) =
  match find_first (> limit) xs
  case #some (i, x) -> (true, i, x)
  case #none -> (false, -1, 0)

type error = #ok | #negative i64 | #too_large i64

def code (e: error) : i32 =
  match e
  case #ok -> 0
  case #negative _ -> 1
  case #too_large _ -> 2

def position (e: error) : i64 =
  match e
  case #ok -> i64.highest
  case #negative i -> i
  case #too_large i -> i

def earliest (a: error) (b: error) : error =
  if position a <= position b then a else b

entry validate [n] (xs: [n]i32) =
  let check i x : error = if x < 0 then #negative i else if x > 255 then #too_large i else #ok
  let e = reduce earliest #ok (map2 check (iota n) xs)
  in (code e, match e case #ok -> -1 case _ -> position e)
