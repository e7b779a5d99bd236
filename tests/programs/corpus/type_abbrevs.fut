-- Type abbreviations: parametric, size-parametric, nested, and sum and
-- record types behind abbreviations.
-- ==
-- input { 3i64 } output { [[1.0f32, 0.0f32, 0.0f32], [0.0f32, 1.0f32, 0.0f32], [0.0f32, 0.0f32, 1.0f32]] 1 true 3.0f32 }

type matrix [n] [m] 't = [n][m]t
type square [n] = matrix [n] [n] f32
type pair 'a 'b = (a, b)
type tree = #leaf i32 | #node i32 i32

def eye (n: i64) : square [n] = tabulate_2d n n (\i j -> if i == j then 1 else 0)
def trace [n] (m: square [n]) : f32 = f32.sum (map (\i -> m[i, i]) (iota n))
def root (t: tree) : pair i32 bool =
  match t case #leaf v -> (v, false) case #node v _ -> (v, true)

def main (n: i64) =
  let m = eye n
  let (r, b) = root (#node 1 2)
  in (m, r, b, trace m)
