-- Matches that cover every value in less obvious ways (all combinations
-- of two booleans, nested constructors, a catch-all under a tuple), and
-- irrefutable patterns on single-constructor sum types.
-- ==
-- input { true false 5i32 } output { 1i32 5i32 2i32 5i32 }
-- input { false false -3i32 } output { 3i32 1i32 0i32 -3i32 }
-- input { false true 0i32 } output { 2i32 1i32 0i32 0i32 }

type opt 'a = #some a | #none
type box = #box i32

def both (a: bool) (b: bool) : i32 =
  match (a, b)
  case (true, true) -> 0
  case (true, false) -> 1
  case (false, true) -> 2
  case (false, false) -> 3

def depth (o: opt (opt i32)) : i32 =
  match o
  case #some (#some x) -> x
  case #some #none -> 1
  case #none -> 2

def sign_class (x: i32) : i32 =
  match (x, x > 0)
  case (0, _) -> 0
  case (_, true) -> 2
  case (_, false) -> 0

entry main (a: bool) (b: bool) (x: i32) =
  let #box y = #box x : box
  let (#box z) = (#box y : box)
  in (both a b, depth (if x > 0 then #some (#some x) else #some #none), sign_class x, z)
