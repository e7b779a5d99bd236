-- Operators with the names of builtins defined by the user: a polymorphic
-- `++` (which shadows concatenation; `concat` stays), `**` on integers, a
-- pipeline `|>`, and a size-typed `+++` built on the builtin `++` before
-- the shadowing.
-- ==
-- input { [1i32] [2i32, 3i32] 2i32 } output { [1i32, 2i32, 3i32, 9i32] [2i32, 3i32, 1i32] [1i32, 2i32, 3i32] 8i32 [4i32, 6i32] }
-- input { empty([0]i32) [5i32] 3i32 } output { [5i32, 9i32] [5i32] [5i32] 27i32 [10i32] }

def (+++) [n] [m] 't (a: [n]t) (b: [m]t) : [n + m]t = a ++ b

def (++) 't (a: []t) (b: []t) : []t = concat b a

def (**) (x: i32) (n: i32) : i32 = loop acc = 1 for _i < n do acc * x

def (|>) '^a '^b (x: a) (f: a -> b) : b = f x

entry main (xs: []i32) (ys: []i32) (k: i32) =
  (xs +++ ys +++ [9], xs ++ ys, concat xs ys, k ** 3, ys |> map (* 2))
