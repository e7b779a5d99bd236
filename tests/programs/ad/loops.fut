-- AD through sequential loops: for loops, while loops, loops carrying
-- arrays, and a loop inside a map.
-- ==
-- entry: power
-- input { 1.5f64 5i64 }
-- output { 25.3125f64 }
-- entry: newton_sqrt
-- input { 2.0f64 }
-- output { 0.35355339059327373f64 }
-- entry: while_halve
-- input { 10.0f64 }
-- output { 0.0625f64 }
-- entry: loop_array
-- input { [1.0, 2.0, 3.0] }
-- output { [3.0, 12.0, 27.0] }
-- entry: loop_in_map
-- input { [1.0, 2.0] }
-- output { [4.0, 32.0] }
-- entry: loop_rev
-- input { [1.0, 2.0, 3.0] }
-- output { [1.0, 4.0, 9.0] }

-- x^n by repeated multiplication: n x^(n-1)
entry power (x: f64) (n: i64) = jvp (\x -> loop acc = 1 for _i < n do acc * x) x 1

-- Newton's iteration for sqrt a, differentiated with respect to a:
-- 1 / (2 sqrt a)
entry newton_sqrt (a: f64) =
  jvp (\a -> loop y = a for _i < 30 do 0.5 * (y + a / y)) a 1

-- Halving while above 1: the number of steps does not depend on x's tangent.
entry while_halve (x: f64) =
  jvp (\x -> (loop (y, k) = (x, 0i32) while y > 1 do (y / 2, k + 1)).0) x 1

-- The gradient of sum (x^3) computed with a loop updating an array in place.
entry loop_array [n] (xs: [n]f64) =
  vjp (\xs -> let ys = loop ys = copy xs for i < n do ys with [i] = ys[i] * xs[i] * xs[i]
              in f64.sum ys) xs 1

-- d/dx x^(2+k) with the loop inside a map.
entry loop_in_map (xs: []f64) =
  jvp (\xs -> map (\x -> loop acc = x for _k < 3 do acc * x) xs) xs (map (const 1) xs)

-- A loop accumulating a sum of squares read from the array.
entry loop_rev [n] (xs: [n]f64) =
  vjp (\xs -> loop s = 0 for i < n do s + 0.5 * xs[i] * xs[i] * 1) xs (1 : f64)
    |> map (\g -> g)
    |> map2 (\x g -> g * x) xs
