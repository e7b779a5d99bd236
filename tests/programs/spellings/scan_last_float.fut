-- The last element of a float scan stays a read of the scan (a reduction
-- would add in another order); of an integer scan guarded the other way
-- round it stays too.
-- ==
-- input { [1f32, 2f32, 3f32] [1i32, 2i32, 3i32] } output { 6f32 6i32 }
-- input { empty([0]f32) empty([0]i32) } output { 0f32 0i32 }
def main [n] (xs: [n]f32) (ys: [n]i32) : (f32, i32) =
  let s = scan (+) 0 xs
  let t = scan (+) 0 ys
  in (if n == 0 then 0 else s[n - 1], if n != 0 then t[n - 1] else 0)
