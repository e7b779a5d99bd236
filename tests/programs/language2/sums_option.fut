-- A polymorphic option type, functions over it, and match on tuples.
-- ==
-- input { [4i32, -1i32, 9i32] }
-- output { [2i32, -1i32, 3i32] 5i32 }

type opt 'a = #some a | #none

def safe_sqrt (x: i32) : opt i32 =
  if x < 0 then #none else #some (i32.f32 (f32.sqrt (f32.i32 x)))

def get_or 'a (d: a) (o: opt a) : a =
  match o
  case #some v -> v
  case #none -> d

def both (a: opt i32) (b: opt i32) : i32 =
  match (a, b)
  case (#some x, #some y) -> x + y
  case (#some x, #none) -> x
  case (#none, _) -> 0

entry main (xs: []i32) = (map (safe_sqrt >-> get_or (-1)) xs, both (#some 2) (#some 3))
