-- split at a position.
-- ==
-- input { 2i64 [1i32, 2i32, 3i32, 4i32, 5i32] } output { [1i32, 2i32] [3i32, 4i32, 5i32] }
-- input { 0i64 [1i32, 2i32] } output { empty([0]i32) [1i32, 2i32] }
-- input { 2i64 [1i32, 2i32] } output { [1i32, 2i32] empty([0]i32) }

def main [n] (i: i64) (xs: [n]i32) = split (xs :> [i + (n - i)]i32)
