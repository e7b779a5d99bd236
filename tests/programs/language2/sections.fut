-- Operator sections: (+), (+ 1), (1 +), (- 1) is a section, (.0), (.1),
-- backtick sections, sections of comparison operators.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { 6i32 [2i32, 3i32, 4i32] [9i32, 8i32, 7i32] [0i32, 1i32, 2i32] [1i32, 2i32, 3i32] [false, true, true] [2i32, 1i32, 0i32] [1i32, 4i32, 9i32] }

def sub (a: i32) (b: i32) = a - b

entry main [n] (xs: [n]i32) =
  ( reduce (+) 0 xs, map (+ 1) xs, map (10 -) xs, map (\x -> x - 1) xs
  , map (.0) (zip xs xs), map (> 1) xs, map (`sub` 1) (map (3 -) xs) |> map (+ 1)
  , map2 (*) xs xs )
