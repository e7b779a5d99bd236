-- Sections of every kind (operator, field, tuple projection, index),
-- pipelines with |> and <|, and backtick sections.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32], [5i32, 6i32]] }
-- output { [2i32, 4i32, 6i32] [1i32, 3i32, 5i32] [1i32, 1i32, 1i32] 21i32 [-1i32, -3i32, -5i32] [2i32, 2i32, 2i32] 7i32 }

def mod2 (x: i32) (m: i32) = x % m

entry main (xss: [][]i32) =
  let seconds = map (.[1]) xss
  let pairs = map (\r -> (r[0], r[1])) xss
  let firsts = map (.0) pairs
  let odd = map (`mod2` 2) firsts
  let total = xss |> flatten |> reduce (+) 0
  let negs = map (0 -) <| firsts
  let diffs = map (\(a, b) -> b - a) pairs |> map (* 2)
  let seven = (+ 1) <| (* 2) <| 3
  in (seconds, firsts, odd, total, negs, diffs, seven)
