-- Size parameters together with type parameters: reverse, zip-like
-- helpers, a function over square matrices, and size-polymorphic
-- type abbreviations.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] }
-- output { [[3i32, 4i32], [1i32, 2i32]] [1i32, 4i32] [[1i32, 3i32], [2i32, 4i32]] 10i32 }
-- input { [[5i32]] } output { [[5i32]] [5i32] [[5i32]] 10i32 }

type square [n] 't = [n][n]t
type pair 'a 'b = (a, b)
type vec [n] = [n]i32

def rev [n] 't (a: [n]t) : [n]t = a[::-1]

def diag [n] 't (m: square [n] t) : [n]t = map (\i -> m[i, i]) (iota n)

def tr [n] 't (m: square [n] t) : square [n] t = transpose m

def sum_pair [n] (p: pair (vec [n]) (vec [n])) : i32 = i32.sum (map2 (+) p.0 p.1)

entry main [n] (m: [n][n]i32) =
  (rev m, diag m, tr m, sum_pair (flatten m |> take n, flatten m |> drop (n * n - n) :> [n]i32))
