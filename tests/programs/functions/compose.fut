-- Function composition `>->` (left to right) and `<-<` (right to left).
-- ==
-- input { [1, 2, 3] } output { [4, 6, 8] [3, 5, 7] }
entry main (xs: []i32) = (map ((+1) >-> (*2)) xs, map ((+1) <-< (*2)) xs)
