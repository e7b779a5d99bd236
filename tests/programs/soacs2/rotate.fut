-- rotate by positive, negative, zero and large amounts (left for r > 0).
-- ==
-- input { 0i64 [1i32, 2i32, 3i32, 4i32, 5i32] } output { [1i32, 2i32, 3i32, 4i32, 5i32] }
-- input { 1i64 [1i32, 2i32, 3i32, 4i32, 5i32] } output { [2i32, 3i32, 4i32, 5i32, 1i32] }
-- input { 2i64 [1i32, 2i32, 3i32, 4i32, 5i32] } output { [3i32, 4i32, 5i32, 1i32, 2i32] }
-- input { -1i64 [1i32, 2i32, 3i32, 4i32, 5i32] } output { [5i32, 1i32, 2i32, 3i32, 4i32] }
-- input { -7i64 [1i32, 2i32, 3i32, 4i32, 5i32] } output { [4i32, 5i32, 1i32, 2i32, 3i32] }
-- input { 5i64 [1i32, 2i32, 3i32, 4i32, 5i32] } output { [1i32, 2i32, 3i32, 4i32, 5i32] }
-- input { 1000003i64 [1i32, 2i32, 3i32, 4i32, 5i32] } output { [4i32, 5i32, 1i32, 2i32, 3i32] }
-- input { 3i64 empty([0]i32) } output { empty([0]i32) }
-- random input { i64 [1003]i32 } auto output
-- compiled random input { i64 [100000]i32 } auto output

def main (r: i64) (xs: []i32) = rotate r xs
