-- Language reference probe (gaps8): mod poly sizes.
module type mat = {
  type t
  val mul [n][m][p]: [n][m]t -> [m][p]t -> [n][p]t
}
module Mat (N: { type t val (+): t -> t -> t val (*): t -> t -> t val zero: t }) : mat with t = N.t = {
  type t = N.t
  def mul [n][m][p] (a: [n][m]t) (b: [m][p]t) : [n][p]t =
    map (\r -> map (\c -> reduce (N.+) N.zero (map2 (N.*) r c)) (transpose b)) a
}
module MI = Mat { type t = i32 def (+) = (i32.+) def (*) = (i32.*) def zero = 0i32 }
-- ==
-- input { [[1,2],[3,4]] [[1,0],[0,1]] } output { [[1,2],[3,4]] }
entry main (a: [][]i32) (b: [][]i32) = MI.mul a b
