-- A loop parameter with a type ascription and no parentheses
-- (`loop acc : [k]t = e for x in xs do`), and loop parameters whose
-- tuple components carry their own ascriptions.  Both forms come up
-- in user programs found on GitHub (issue 15).
-- ==
-- input { [3i64, 1i64, 2i64] }
-- output { [7i64, 8i64, 9i64, 3i64, 5i64, 6i64] [1i32, 3i32, 6i32] }

def stamp [n] (widths: [n]i64) : []i64 =
  let starts = map2 (\i w -> if i == 0 then 0 else w) (iota n)
                    (rotate (-1) (scan (+) 0 widths))
  let total = i64.sum widths
  let widest = i64.maximum widths
  let filled =
    loop out : [total]i64 = replicate total 0
    for j in iota widest do
      let where = map2 (\w s -> if j < w then s + j else -1) widths starts
      let what = map (\w -> w * 2 + j + 1) widths
      in scatter (copy out) where what
  in filled

def running (xs: []i64) : []i32 =
  let (_, sums) =
    loop (acc: i32, res: [3]i32) = (0, replicate 3 0) for i < 3 do
      let acc' = acc + i32.i64 (i + 1)
      in (acc', res with [i] = acc')
  in sums[:length xs]

def main (xs: []i64) = (stamp xs, running xs)
