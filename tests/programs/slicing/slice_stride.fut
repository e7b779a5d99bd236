-- Strided slices a[i:j:s] and a[::s].
-- ==
-- input { [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] } output { [0, 3, 6, 9] [2, 4, 6] [1, 5, 9] [0] }
entry main (a: []i32) = (a[::3], a[2:8:2], a[1::4], a[0:5:7])
