-- Size parameters, size-dependent return types, named parameters in
-- function types, existential sizes, size coercions.
-- ==
-- input { [1, 2, 3] [4, 5, 6] }
-- output { [5, 7, 9] [1, 2, 3, 4, 5, 6] [[1, 2, 3], [4, 5, 6]] 3i64 [2, 4, 6] [0i64, 1i64] }

def add [n] (xs: [n]i32) (ys: [n]i32) : [n]i32 = map2 (+) xs ys
def cat [n] [m] 't (xs: [n]t) (ys: [m]t) : [n + m]t = xs ++ ys
def pair [n] 't (xs: [n]t) (ys: [n]t) : [2][n]t = [xs, ys]
def len [n] 't (_: [n]t) = n
def evens [n] (xs: [n]i32) : ?[k].[k]i32 = filter (\x -> x % 2 == 0) xs
def mk (n: i64) : [n]i64 = iota n

def main [n] (xs: [n]i32) (ys: [n]i32) =
  let zs = cat xs ys
  let ev = evens zs
  in (add xs ys, zs, pair xs ys, len xs, map (* 1) ev :> [3]i32, mk 2)
