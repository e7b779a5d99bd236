-- An empty array literal whose rows take the size of an array made
-- earlier in the same expression, with no `let` naming it: the operands
-- are evaluated in order, so the size exists when the empty array is
-- made (operators, `concat`, a function of the program, inside a lambda).
-- ==
-- input { [1, -2, 3] }
-- output { 1i64 [[1, 3]] 1i64 [[1, 3]] [3i64, 2i64] }
-- input { empty([0]i32) }
-- output { 1i64 empty([1][0]i32) 1i64 empty([1][0]i32) [1i64, 1i64] }

def app 't (xs: []t) (ys: []t) = xs ++ ys

entry main (xs: []i32) =
  (length ([filter (> 0) xs] ++ ([] : [][]i32)),
   [filter (> 0) xs] ++ [],
   length (concat [filter (> 0) xs] []),
   app [filter (> 0) xs] [],
   map (\x -> length ([filter (> x) xs] ++ ([] : [][]i32)) + length (filter (> x) xs)) [0, 2])
