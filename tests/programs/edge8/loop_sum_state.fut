-- A sum type and a record as loop state, and a loop returning a variant.
-- ==
-- entry: first_neg
-- input { [3, 4, -5, -6] } output { true 2i64 -5 }
-- input { [1, 2] } output { false -1i64 0 }
-- input { empty([0]i32) } output { false -1i64 0 }
-- entry: stats
-- input { [2f32, 4f32, 9f32] } output { 3i64 5f32 9f32 }

type found = #none | #at i64 i32

entry first_neg [n] (xs: [n]i32) =
  let r : found =
    loop r = #none for i < n do
      match r
      case #none -> if xs[i] < 0 then #at i xs[i] else #none
      case _ -> r
  in match r
     case #none -> (false, -1, 0)
     case #at i v -> (true, i, v)

entry stats (xs: []f32) =
  let s = loop s = {count = 0i64, sum = 0f32, max = -f32.inf} for x in xs do
            s with count = s.count + 1
              with sum = s.sum + x
              with max = f32.max s.max x
  in (s.count, s.sum / f32.i64 s.count, s.max)
