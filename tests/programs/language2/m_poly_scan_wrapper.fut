-- A polymorphic wrapper around scan.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [1i32, 3i32, 6i32] }
def scan_with 'a (op: a -> a -> a) (ne: a) (xs: []a) = scan op ne xs
entry main (xs: []i32) = scan_with (+) 0 xs
