-- Sizes in parameter and return types tie arrays together.
-- ==
-- input { [1, 2, 3] [4, 5, 6] } output { [[1, 4], [2, 5], [3, 6]] }
def pairs [n] (a: [n]i32) (b: [n]i32): [n][2]i32 = map2 (\x y -> [x, y]) a b
entry main (a: []i32) (b: []i32) = pairs a b
