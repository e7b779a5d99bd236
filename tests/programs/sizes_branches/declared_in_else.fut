-- A function whose declared result is `[k]t` computes it with a `match`
-- whose last arm is a `loop`; a caller returns it from the `else` branch
-- of an `if` whose `then` branch is also `[k]t`, and that caller is mapped
-- with `map2`.  The `if` keeps the size k (both branches have it), so the
-- mapped function returns rows of the known size k.

-- Row m of a triangle: entries m..k-1 are running sums of `ws` scaled by
-- the row, the rest zero.
def tail_sums [q] (m: i64) (k: i64) (ws: [q]f32) : [k]f32 =
  let last = k - 1
  let row = replicate k 0f32
  let row[m] = f32.sum ws
  let (row, _) = match last - m
    case 0 -> (row, ws)
    case 1 -> let row[m + 1] = f32.sum ws * 2 in (row, ws)
    case _ -> loop (row, acc) = (row, ws) for i < last - m do
                let acc = map (+ f32.i64 (m + 1)) acc
                let row[m + 1 + i] = f32.sum acc
                in (row, acc)
  in row

def triangle_row [q] (m: i64) (k: i64) (ws: [q]f32) : [k]f32 =
  let row = replicate k 0f32
  let row[m] = f32.sum ws
  in if m == k - 1 then row else tail_sums m k ws

-- ==
-- entry: triangle
-- input { [[1f32, 2f32], [3f32, 4f32], [5f32, 6f32]] }
-- output { [[3f32, 5f32, 7f32], [0f32, 7f32, 14f32], [0f32, 0f32, 11f32]] }
-- input { empty([0][2]f32) }
-- output { empty([0][0]f32) }
entry triangle [k][q] (wss: [k][q]f32) : [k][k]f32 =
  map2 (\m ws -> triangle_row m k ws) (iota k) wss

-- The same rows with the branches the other way round, through a `match`.
-- ==
-- entry: triangle_match
-- input { [[1f32, 2f32], [3f32, 4f32], [5f32, 6f32]] }
-- output { [[3f32, 5f32, 7f32], [0f32, 7f32, 14f32], [0f32, 0f32, 11f32]] }
entry triangle_match [k][q] (wss: [k][q]f32) : [k][k]f32 =
  map2 (\m ws -> match k - 1 - m
                 case 0 -> let row = replicate k 0f32 in row with [m] = f32.sum ws
                 case _ -> tail_sums m k ws)
       (iota k) wss
