-- A section that indexes an array field of a record and projects a field
-- of the row: `(.pts[0].x)`.
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] } output { [1i32, 4i32] [3i32, 6i32] }
-- input { [[7i32, 8i32, 9i32]] } output { [7i32] [9i32] }

type shape = {pts: [3]{x: i32, y: i32}}

entry main [n] (xss: [n][3]i32) =
  let shapes: [n]shape = map (\xs -> {pts = map (\x -> {x, y = x + 1}) xs}) xss
  in (map (.pts[0].x) shapes, map (.pts[1].y) shapes)
