-- Type abbreviations: plain, with size parameters, with type parameters,
-- nested applications, anonymous size arguments, abbreviations in
-- entry point types.
-- ==
-- entry: vecs
-- input { [1f32, 2f32, 3f32] }
-- output { 14f32 [2f32, 4f32, 6f32] }
-- entry: pairs
-- input { 3 }
-- output { 3 4 [0i64, 1i64] [0, 0] }
-- entry: mats
-- input { [[1, 2], [3, 4]] }
-- output { [[1, 3], [2, 4]] 10 }

type real = f32
type vec [n] = [n]real
type pair 'a = (a, a)
type two_vecs [n] 't = ([n]t, [n]t)
type two_intvecs [n] = two_vecs [n] i32
type square [n] 't = [n][n]t
type matrix [n][m] = [n][m]i32

def dot [n] (a: vec [n]) (b: vec [n]) : real = f32.sum (map2 (*) a b)
entry vecs (v: vec []) : (real, vec []) = (dot v v, map (* 2) v)
def x: two_vecs [2] i64 = (iota 2, replicate 2 0)
def y: two_intvecs [2] = (replicate 2 0, replicate 2 0)
entry pairs (a: i32) : (i32, i32, []i64, []i32) =
  let p : pair i32 = (a, a + 1)
  in (p.0, p.1, x.0, y.1)
def tr [n] (m: square [n] i32) : square [n] i32 = transpose m
entry mats (m: matrix [][]) : (matrix [][], i32) =
  let n = length m
  let sq = m :> square [n] i32
  in (tr sq, i32.sum (flatten sq))
