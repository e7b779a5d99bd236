-- reduce, reduce_comm, scan and exscan, with tuples, non-commutative
-- operators and empty arrays.
-- ==
-- entry: basic
-- input { [1, 2, 3, 4] }
-- output { 10 24 [1, 3, 6, 10] [0, 1, 3, 6] 4 }
-- input { empty([0]i32) }
-- output { 0 1 empty([0]i32) empty([0]i32) -2147483648 }
-- entry: noncomm
-- input { [[1, 2], [3, 4], [5, 6]] }
-- output { [15, 56] [[1, 1], [-1, 2], [3, -1]] }
-- entry: tuples
-- input { [3, 1, 4, 1, 5] }
-- output { 5 4i64 [3, 3, 4, 4, 5] }

entry basic (xs: []i32) =
  (reduce (+) 0 xs, reduce_comm (*) 1 xs, scan (+) 0 xs, exscan (+) 0 xs, reduce i32.max i32.lowest xs)
-- Composition of affine maps x -> a*x + b (associative, not commutative).
def comp (a1: i32, b1: i32) (a2: i32, b2: i32) = (a2 * a1, a2 * b1 + b2)
entry noncomm (ps: [][2]i32) =
  let r = reduce (\x y -> comp (x[0], x[1]) (y[0], y[1]) |> \(a, b) -> [a, b]) [1, 0] ps
  let s = scan (\x y -> comp (x[0], x[1]) (y[0], y[1]) |> \(a, b) -> [a, b]) [1, 0] (map (\p -> [-p[0] + 2, p[1] - 1]) ps)
  in (r, s)
entry tuples (xs: []i32) =
  let (m, i) = reduce (\(a, i) (b, j) -> if a > b || (a == b && i < j) then (a, i) else (b, j))
                      (i32.lowest, -1) (zip xs (indices xs))
  in (m, i, scan i32.max i32.lowest xs)
