-- A slice used as the input of a SOAC.
-- ==
-- input { [1, 2, 3, 4, 5, 6] } output { 12 [6, 4, 2] }
entry main (a: []i32) = (reduce (+) 0 a[1::2], map (*2) a[2::-1])
