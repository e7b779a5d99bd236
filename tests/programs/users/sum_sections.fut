-- Operator sections and compositions applied to sum types and tuple
-- projections: `(!=) #nothing` as a predicate, `(.1) >-> f`, and
-- `with [i] = v` on an array of tuples (shapes found in user
-- programs on GitHub, issue 15).
-- ==
-- input { [4i64, -1i64, 7i64, -1i64, 2i64] }
-- output { 3i64 [4i64, 7i64, 2i64] [0i64, 99i64, 0i64] 13i64 }

type slot = #nothing | #at i64

def to_slot (x: i64) : slot = if x < 0 then #nothing else #at x

def slot_val (s: slot) : i64 =
  match s
  case #nothing -> -1
  case #at v -> v

def occupied : slot -> bool = (!=) #nothing
def positive : (i64, i64) -> bool = (.1) >-> (<) 0

def main (xs: []i64) =
  let slots = map to_slot xs
  let used = filter occupied slots
  let pairs = zip (indices xs) xs
  let kept = filter positive pairs |> map (.1)
  let marks = replicate 3 (0i64, 0i64) with [1] = (5, 99)
  in (length used, map slot_val used, map (.1) marks, i64.sum kept)
