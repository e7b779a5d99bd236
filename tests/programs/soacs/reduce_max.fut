-- Maximum with a neutral element.
-- ==
-- input { [3i32, 9i32, -2i32] } output { 9i32 }
-- random input { [10000]i32 } auto output

def main (xs: []i32) = reduce i32.max (-2147483648) xs
