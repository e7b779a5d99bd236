-- Every weight into the same bin or few bins (the most contended case),
-- f32 and i32 (atomic_add) side by side.
-- ==
-- compiled random input { [300000]f32 } auto output
-- random input { [4099]f32 } auto output
-- random input { [1]f32 } auto output
-- random input { [0]f32 } auto output

def main [n] (ws: [n]f32) : ([1]f32, [3]f32, [3]i32) =
  let one = hist (+) 0 1 (replicate n 0) ws
  let three = hist (+) 0f32 3 (map (\w -> if w < 0.9 then 1 else 2) ws) ws
  let counts = hist (+) 0i32 3 (map (\w -> if w < 0.9 then 1 else 2) ws) (replicate n 1)
  in (one, three, counts)
