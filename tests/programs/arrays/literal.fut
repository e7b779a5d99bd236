-- Array literals, nested and with trailing commas.
-- ==
-- input { 2i32 } output { [[2i32, 3i32], [4i32, 5i32]] 4i64 }

def main (x: i32) =
  let a = [[x, x + 1], [x + 2, x + 3],]
  in (a, length (flatten a))
