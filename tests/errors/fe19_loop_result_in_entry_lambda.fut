-- Item 1 inside a lambda of an entry point: the location is the loop
-- body's `let`.
-- ==
-- error: fe19_loop_result_in_entry_lambda.fut:8:30: error: Return value for loop parameter `b` aliases other consumed loop parameter

entry main (n: i64) (xss: [][]i32) =
  map (\xs -> let (a, b) = loop (a, b) = (copy xs, xs) for i < n do
                             let a[i % length a] = b[0] in (a, a)
              in a[0] + b[0]) xss
