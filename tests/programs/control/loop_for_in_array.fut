-- `loop for x in xs`: a sequential fold.
-- ==
-- input { [1, 2, 3, 4] } output { 1234 }
-- input { empty([0]i32) } output { 0 }
entry main (xs: []i32) = loop acc = 0 for x in xs do acc * 10 + x
