-- A polymorphic option type: `#some x | #none`, functions over it, and
-- options in tuples and arrays.
-- ==
-- input { [3i32, -1i32, 4i32] 1i64 } output { 1i32 true 7i32 }
-- input { [3i32, -1i32, 4i32] 7i64 } output { 0i32 false 7i32 }
-- input { empty([0]i32) 0i64 } output { 0i32 false 0i32 }

type opt 'a = #some a | #none

def get [n] 't (xs: [n]t) (i: i64) : opt t =
  if i >= 0 && i < n then #some xs[i] else #none

def from_opt 't (d: t) (o: opt t) : t =
  match o
  case #some x -> x
  case #none -> d

def is_some 't (o: opt t) : bool =
  match o
  case #some _ -> true
  case _ -> false

def map_opt 'a 'b (f: a -> b) (o: opt a) : opt b =
  match o
  case #some x -> #some (f x)
  case #none -> #none

entry main (xs: []i32) (i: i64) =
  let o = get xs i
  let pos = map (\x -> if x > 0 then #some x else #none) xs
  in ( from_opt 0 (map_opt (\x -> -x) o)
     , is_some o
     , reduce (+) 0 (map (from_opt 0) pos) )
