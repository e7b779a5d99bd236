-- Polymorphic sum types in arrays and records, equality on sums, and a
-- polymorphic either type.
-- ==
-- input { [1i32, -2i32, 3i32] }
-- output { [1i32, 0i32, 3i32] 2i64 true false [2i32, -2i32, 6i32] }

type opt 'a = #none | #some a
type either 'a 'b = #left a | #right b

def to_opt (x: i32) : opt i32 = if x > 0 then #some x else #none

def from_opt 'a (d: a) (o: opt a) : a = match o case #some v -> v case #none -> d

def classify (x: i32) : either i32 bool = if x > 0 then #left (x * 2) else #right true

entry main (xs: []i32) =
  let os = map to_opt xs
  let vs = map (from_opt 0) os
  let cnt = filter (\o -> o != #none) os |> length
  let e1 = (#some 3 : opt i32) == #some 3
  let e2 = (#left 1 : either i32 bool) == #right false
  let cs = map (\x -> match classify x case #left v -> v case #right _ -> x) xs
  in (vs, cnt, e1, e2, cs)
