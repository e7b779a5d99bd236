-- Unsuffixed values in the test block.
-- ==
-- input { [1,2,3] } output { 6 }
entry main (xs: []i32) = reduce (+) 0 xs
