-- Range expressions: inclusive, exclusive up and down, with a stride.
-- ==
-- input { 1 4 } output { [1, 2, 3, 4] [1, 2, 3] [4, 3, 2] [1, 4, 7, 10] }
-- input { 2 2 } output { [2] empty([0]i32) empty([0]i32) [2, 5, 8, 11] }
entry main (a: i32) (b: i32) = (a..b, a..<b, b..>a, a..(a + 3)...(a + 9))
