-- Entry points named like prelude functions.  The prelude's own
-- definitions keep using the prelude's `map`, `iota`, `reverse`, `sum`:
-- `tabulate` is `map f (iota n)`, `exscan` maps over `iota n`, `foldr`
-- walks its array backwards.  The entry points keep their names for
-- `entry:`, `-e` and the C API.
-- ==
-- entry: map
-- input { [1, 2, 3] } output { [2, 4, 6] }
-- input { empty([0]i32) } output { empty([0]i32) }
-- entry: iota
-- input { 4i64 } output { [0i64, 10, 20, 30] }
-- entry: reverse
-- input { [1, 2, 3, 4] } output { 4321 [1, 3, 6, 10] }
-- entry: sum
-- input { [1.0f32, 2.0, 3.0] } output { 10.0f32 }
-- entry: rotate
-- input { 1i64 [1, 2, 3, 4] } output { [2, 3, 4, 1] }
-- input { -1i64 [1, 2, 3, 4] } output { [4, 1, 2, 3] }

entry map (xs: []i32) : []i32 = tabulate (length xs) (\i -> 2 * xs[i])

entry iota (n: i64) : []i64 = tabulate n (\i -> 10 * i)

entry reverse (xs: []i32) =
  (foldr (\x acc -> acc * 10 + x) 0 xs, scan (+) 0 xs)

entry sum (xs: []f32) : f32 = f32.sum xs + reduce (+) 0 (exscan (+) 0 xs)

entry rotate (k: i64) (xs: []i32) : []i32 =
  let n = length xs
  in tabulate n (\i -> xs[(i + k + n) % n])
