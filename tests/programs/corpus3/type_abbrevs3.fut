-- Type abbreviations with type and size parameters, nested ones, and
-- abbreviations of function types.
-- ==
-- input { [[1f32, 2f32], [3f32, 4f32]] }
-- output { [[1f32, 3f32], [2f32, 4f32]] 10f32 1f32 2i32 [4f32, 6f32] }

type matrix [n][m] 't = [n][m]t
type square [n] = matrix [n][n] f32
type pair 'a 'b = (a, b)
type^ binop 't = t -> t -> t
type vec [n] = [n]f32

def tr [n] (a: square [n]) : square [n] = transpose a
def total [n] (a: square [n]) : f32 = f32.sum (flatten a)
def mkpair (x: f32) : pair f32 i32 = (x, 2)
def colsum [n][m] (op: binop f32) (a: matrix [n][m] f32) : vec [m] =
  reduce (map2 op) (replicate m 0) a

entry main [n] (a: [n][n]f32) =
  let (p0, p1) = mkpair 1
  in (tr a, total a, p0, p1, colsum (+) a)
