-- ==
-- error: Entry point size parameter \[x\] only used non-constructively
entry main [x] (A: [x+1]i32) = A[0]
