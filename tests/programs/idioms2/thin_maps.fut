-- Maps over few points whose threads each do much work (a `loop` over a
-- row, a polynomial of many terms): on GPU profiles the work-groups are
-- made smaller when there are fewer points than compute units x groups,
-- so that every compute unit gets some (perf19: an exponential moving
-- average along each of 8192 rows, 649 -> 523 us on the H200).  The
-- results do not depend on the group size: sizes around the thresholds,
-- and an empty map.
-- ==
-- random input { [37][101]f32 [16]f32 } auto output
-- random input { [1][1]f32 [1]f32 } auto output
-- random input { [0][3]f32 [4]f32 } auto output
-- compiled random input { [8192][40]f32 [16]f32 } auto output
-- compiled random input { [33793][3]f32 [3]f32 } auto output
-- compiled random input { [4225][5]f32 [2]f32 } auto output
-- input { [[1f32, 2f32, 3f32], [0f32, 0f32, 10f32]] [1f32, 0f32, -1f32] }
-- output { [2.25f32, 5f32] [0f32, -1f32] [3f32, 10f32] }

def ema [m] (r: [m]f32) : f32 = loop s = r[0] for x in r[1:] do 0.5 * s + 0.5 * x

def horner [k] (cs: [k]f32) (x: f32) : f32 = loop acc = 0 for c in cs do acc * x + c

def main [n][m][k] (xss: [n][m]f32) (cs: [k]f32) : ([n]f32, [n]f32, [n]f32) =
  let e = map ema xss
  let h = map (\r -> horner cs r[0]) xss
  let mx = map (\r -> loop best = r[0] for i < m do f32.max best r[i]) xss
  in (e, h, mx)
