-- A map whose body builds and returns a two-dimensional array (an outer
-- product per element) and transposes it.
-- ==
-- input { [1, 2] [[1, 2], [3, 4]] }
-- output { [[[1, 3], [2, 4]], [[2, 6], [4, 8]]] }
def main (ks: []i32) (m: [][]i32) =
  map (\k -> transpose (map (\r -> map (*k) r) m)) ks
