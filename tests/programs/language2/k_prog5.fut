-- Everyday kernel program 5 (types, SOAC combinations, loops in maps).
-- ==
-- input { [5i32, 3i32, 8i32] } output { 8i32 2i64 3i32 1i64 }
def argmax (xs: []i32) = reduce (\(a, i) (b, j) -> if a > b || (a == b && i < j) then (a, i) else (b, j)) (i32.lowest, -1) (zip xs (indices xs))
def argmin (xs: []i32) = reduce (\(a, i) (b, j) -> if a < b || (a == b && i < j) then (a, i) else (b, j)) (i32.highest, -1) (zip xs (indices xs))
entry main (xs: []i32) = let (m, i) = argmax xs let (n, j) = argmin xs in (m, i, n, j + 1 - 1 + 0 * i)
