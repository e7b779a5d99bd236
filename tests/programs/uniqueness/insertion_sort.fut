-- Insertion sort: swaps in place in nested loops.
-- ==
-- input { [5, 2, 9, 1, 3] } output { [1, 2, 3, 5, 9] }
-- input { empty([0]i32) } error: Range 1..<0 is invalid
entry main (xs: []i32) =
  let n = length xs
  in loop a = copy xs for i in 1..<n do
       let (a, _) =
         loop (a, j) = (a, i) while j > 0 && a[j - 1] > a[j] do
           let t = a[j]
           let a[j] = a[j - 1]
           let a[j - 1] = t
           in (a, j - 1)
       in a
