-- Polymorphic sum types with two parameters (`either`), constructors
-- built in lambdas, sums inside tuples inside arrays, and matches on pairs
-- of sums.
-- ==
-- input { [1i32, -2i32, 3i32] } output { [1f32, 2f32, 3f32] 2i64 1i64 true }
-- input { [-5i32] } output { [5f32] 0i64 1i64 false }

type either 'a 'b = #left a | #right b

def partition_either [n] 'a 'b (xs: [n]either a b) : (i64, i64) =
  let is_left e = match e case #left _ -> 1i64 case #right _ -> 0
  let l = i64.sum (map is_left xs)
  in (l, n - l)

def both_left 'a 'b (p: (either a b, either a b)) : bool =
  match p
  case (#left _, #left _) -> true
  case _ -> false

entry main (xs: []i32) =
  let es: []either i32 f32 = map (\x -> if x > 0 then #left x else #right (f32.i32 (-x))) xs
  let tagged = zip es (indices es)
  let back = map (\(e, _) -> match e case #left x -> f32.i32 x case #right y -> y) tagged
  let (l, r) = partition_either es
  in (back, l, r, both_left (es[0], es[length es - 1]))
