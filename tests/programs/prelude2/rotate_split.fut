-- rotate by negative amounts, by the length and by more than it (the
-- amount is taken modulo the length: element i of `rotate r a` is
-- a[(i + r) mod n]); take, drop and split at 0 and at n.
-- ==
-- entry: rotates
-- input { [1, 2, 3, 4, 5] }
-- output { [2, 3, 4, 5, 1] [5, 1, 2, 3, 4] [1, 2, 3, 4, 5] [1, 2, 3, 4, 5] [3, 4, 5, 1, 2] [4, 5, 1, 2, 3] [1, 2, 3, 4, 5] }
-- entry: cuts
-- input { [1, 2, 3] }
-- output { empty([0]i32) [1, 2, 3] [1, 2, 3] empty([0]i32) empty([0]i32) [1, 2, 3] [1, 2, 3] empty([0]i32) }
-- input { empty([0]i32) }
-- output { empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) empty([0]i32) }

entry rotates (xs: []i32) =
  (rotate 1 xs, rotate (-1) xs, rotate 5 xs, rotate (-5) xs, rotate 12 xs,
   rotate (-12) xs, rotate 0 xs)

entry cuts [n] (xs: [n]i32) =
  let (a, b) = split (xs :> [0 + n]i32)
  let (c, d) = split (xs :> [n + 0]i32)
  in (take 0 xs, take n xs, drop 0 xs, drop n xs, a, b, c, d)
