-- An insertion sort written with loops and in-place updates, and argmax
-- with reduce over tuples.
-- ==
-- input { [5, 2, 9, 1, 7] }
-- output { [1, 2, 5, 7, 9] 2i64 }

def sort [n] (xs: [n]i32) : [n]i32 =
  loop a = copy xs for i in 1..<n do
    let (a, _) =
      loop (a, j) = (a, i) while j > 0 && a[j - 1] > a[j] do
        let t = a[j]
        let a[j] = a[j - 1]
        let a[j - 1] = t
        in (a, j - 1)
    in a

def argmax [n] (xs: [n]i32) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if b > a || (b == a && j < i) then (b, j) else (a, i))
                      (i32.lowest, -1) (zip xs (iota n))
  in i

entry main (xs: []i32) = (sort xs, argmax xs)
