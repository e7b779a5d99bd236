-- A definition without parameters whose value is a function with size
-- parameters that only a size expression of its parameter mentions
-- (`def unf = unflatten`: `[n * m]t -> [n][m]t`): its sizes come from
-- the use, as for the prelude's function itself.  Top-level and in a
-- module (re-exported under the same name), in a pipeline, partially
-- applied, and beside point-free definitions whose sizes are whole
-- dimensions of the argument (`def fl = flatten`).
-- ==
-- entry: rows
-- input { [1i32, 2i32, 3i32, 4i32, 5i32, 6i32] }
-- output { [[1i32, 2i32], [3i32, 4i32], [5i32, 6i32]] [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] }
-- input { empty([0]i32) }
-- output { empty([0][2]i32) empty([2][0]i32) }

def unf = unflatten

module arr = {
  def unflatten = unflatten
  def flatten = flatten
  def unflatten_3d = unflatten_3d
}

entry rows [k] (xs: [k]i32) =
  let ys = xs :> [(k / 2) * 2]i32
  in (unf ys : [k / 2][2]i32, arr.unflatten (xs :> [2 * (k / 2)]i32) : [2][k / 2]i32)

-- ==
-- entry: roundtrip
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] }
-- output { [[2f32, 3f32, 4f32], [5f32, 6f32, 7f32]] 21f32 }

def fl = flatten

entry roundtrip [n] [m] (xss: [n][m]f32) : ([n][m]f32, f32) =
  let ys = fl xss |> map (+ 1)
  in (arr.unflatten ys, f32.sum (arr.flatten xss))

-- ==
-- entry: cube
-- input { 2i64 [0i64, 1i64, 2i64, 3i64, 4i64, 5i64, 6i64, 7i64] }
-- output { [[[0i64, 1i64], [2i64, 3i64]], [[4i64, 5i64], [6i64, 7i64]]] 28i64 }

entry cube (d: i64) (xs: []i64) =
  let c = arr.unflatten_3d (xs :> [d * d * d]i64) : [d][d][d]i64
  in (c, i64.sum (arr.flatten (arr.flatten c)))

-- ==
-- entry: in_map
-- input { [[1i32, 2i32, 3i32, 4i32], [5i32, 6i32, 7i32, 8i32]] }
-- output { [[[1i32, 2i32], [3i32, 4i32]], [[5i32, 6i32], [7i32, 8i32]]] }

def halves [m] (row: [m * 2]i32) : [m][2]i32 = unf row

entry in_map [r] (xss: [r][4]i32) = map (\row -> halves (row :> [2 * 2]i32)) xss

-- ==
-- entry: ascribed
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] }
-- output { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32]] [[2f32, 4f32, 6f32], [8f32, 10f32, 12f32]] }

module type reshape = {
  val fl [n] [m] 't : [n][m]t -> [n * m]t
  val unf [n] [m] 't : [n * m]t -> [n][m]t
}

module sealed : reshape = {
  def fl = flatten
  def unf = unflatten
}

-- A written parameter and a lambda result: the lambda's parameter is
-- eta-expanded as well.
def scaled (s: f32) = \xs -> map (map (* s)) (unflatten xs)

entry ascribed [k] (xss: [k][3]f32) =
  (sealed.unf (sealed.fl xss) : [k][3]f32, scaled 2 (flatten xss) : [k][3]f32)
