-- Polymorphic sum types and type abbreviations built on each other.
-- ==
-- input { [1, 2, 3, 4] } output { [2, 4] 2i64 6 }

type either 'a 'b = #left a | #right b
type result 'a = either a i32

def halve (x: i32) : result i32 = if x % 2 == 0 then #left (x / 2) else #right x

def lefts [n] (rs: [n](result i32)) : []i32 =
  filter (\r -> match r case #left _ -> true case #right _ -> false) rs
  |> map (\r -> match r case #left v -> v * 2 case #right _ -> 0)

entry main (xs: []i32) =
  let rs = map halve xs
  let ls = lefts rs
  let odd_sum = reduce (+) 0 (map (\r -> match r case #right v -> v case #left _ -> 0) rs)
  in (ls, length ls, odd_sum + 2)
