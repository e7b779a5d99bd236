-- `#[unsafe]` on indexing-heavy code (a gather with indices known in
-- range), local functions closing over values, functions returned from
-- local definitions applied at once, and operator sections.
-- ==
-- input { [10, 20, 30, 40] [3i64, 0i64, 2i64] 5 }
-- output { [40, 10, 30] [45, 15, 35] [15, 25, 35, 45] [2, 4, 6, 8] 95 }

entry main [n] [k] (xs: [n]i32) (is: [k]i64) (d: i32) =
  let gathered = #[unsafe] map (\i -> xs[i]) is
  let add_d x = x + d
  let shifted = map add_d gathered
  let compose f g x = f (g x)
  let both = map (compose add_d id) xs
  let halves = map (`i32.min` 1000) xs |> map (/ 5)
  let clamp lo hi = i32.max lo <-< i32.min hi
  let total = i32.sum (map (clamp 0 35) xs) + i32.sum (map (2 -) [1, 2, 3])
  in (gathered, shifted, both, halves, total)
