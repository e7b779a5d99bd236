-- Everyday kernel program 3 (types, SOAC combinations, loops in maps).
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] } output { [1i32, 2i32, 6i32, 24i32] [16i32, 3i32, 19i32, 6i32] }
entry main (xs: []i32) =
  ( scan (*) 1 xs
  , map (\x -> (loop (y, c) = (x, 0) while y != 1 do (if y % 2 == 0 then y / 2 else 3 * y + 1, c + 1)) |> (.1)) (map (+ 6) xs) )
