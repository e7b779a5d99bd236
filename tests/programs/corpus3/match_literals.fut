-- match on literals, tuples, wildcards, nested constructors and
-- or-less fallthrough order.
-- ==
-- input { [0i32, 1i32, 2i32, 3i32, 7i32] }
-- output { [10i32, 20i32, 30i32, 30i32, 99i32] [1i32, 2i32, 3i32, 4i32] }

type tree = #leaf i32 | #node (i32, i32)
type wrapped = #w tree | #nothing

def classify (x: i32) : i32 =
  match x
  case 0 -> 10
  case 1 -> 20
  case 2 -> 30
  case 3 -> 30
  case _ -> 99

def pair_case (p: (bool, i32)) : i32 =
  match p
  case (true, 0) -> 1
  case (true, _) -> 2
  case (false, 5) -> 3
  case (false, _) -> 4

def deep (w: wrapped) : i32 =
  match w
  case #w (#leaf x) -> x
  case #w (#node (a, b)) -> a + b
  case #nothing -> -1

entry main (xs: []i32) =
  let ys = map classify xs
  let zs = [pair_case (true, 0), pair_case (true, 3), pair_case (false, 5), pair_case (false, 6)]
  let _ = deep (#w (#node (1, 2))) + deep #nothing + deep (#w (#leaf 3))
  in (ys, zs)
