-- A loop whose accumulator is an array updated by maps.
-- ==
-- input { [1i32, 2i32, 3i32] 3i32 } output { [8i32, 16i32, 24i32] }

def main (xs: []i32) (n: i32) =
  loop ys = xs for _i < n do map (* 2) ys
