-- Language reference probe (gaps8): typeabbr params ok.
type two_vecs [n] 't = ([n]t, [n]t)
type two_intvecs [n] = two_vecs [n] i32
def x: two_vecs [2] i32 = (iota 2 |> map i32.i64, replicate 2 0)
def y: two_intvecs [3] = (replicate 3 1, replicate 3 2)
-- ==
-- input { } output { [0,1] [0,0] [1,1,1] }
entry main = (x.0, x.1, y.0)
