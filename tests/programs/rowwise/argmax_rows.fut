-- The largest element of each row with its index (a tuple reduction whose
-- operator is not known commutative: chunks in order, an ordered tree),
-- ties to the smallest index; and the smallest, by a second spelling.
-- ==
-- random input { [37][101]f32 } auto output
-- compiled random input { [300][4096]f32 } auto output
-- random input { [140][1]f32 } auto output
-- random input { [140][0]f32 } auto output
-- random input { [3][10]f32 } auto output
-- input { [[1f32, 3f32, 3f32, 2f32], [5f32, 5f32, 5f32, 5f32]] } output { [1i64, 0i64] [3f32, 5f32] [0i64, 0i64] }
-- structure { SegGroup 1 }

def argmax [m] (r: [m]f32) : (i64, f32) =
  let (v, i) = reduce (\(x, i) (y, j) -> if x > y || (x == y && i < j) then (x, i) else (y, j))
                      (-f32.inf, -1) (zip r (iota m))
  in (i, v)

def argmin [m] (r: [m]f32) : i64 =
  (reduce (\(x, i) (y, j) -> if y < x || (y == x && j < i) then (y, j) else (x, i))
          (f32.inf, -1) (zip r (indices r))).1

def main [n][m] (xss: [n][m]f32) : ([n]i64, [n]f32, [n]i64) =
  let (is, vs) = unzip (map argmax xss)
  in (is, vs, map argmin xss)
