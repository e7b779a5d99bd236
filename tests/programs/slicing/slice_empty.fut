-- Empty slices at both ends.
-- ==
-- input { [0, 1, 2] } output { empty([0]i32) empty([0]i32) empty([0]i32) }
entry main (a: []i32) = (a[3:], a[:0], a[1:1])
