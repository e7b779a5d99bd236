-- Sections and backticks of module members, and module operators passed
-- to `reduce` and `scan`.
-- ==
-- input { [1, 2, 3, 4] } output { 10 [1, 3, 6, 10] [11, 12, 13, 14] [0, 1, 2, 3] 24 }

module M = {
  def (+.) (a: i32) (b: i32) = a + b
  def (*.) (a: i32) (b: i32) = a * b
  def sub (a: i32) (b: i32) = a - b
}

def main (xs: []i32) =
  (reduce (M.+.) 0 xs, scan (M.+.) 0 xs, map (10 M.+.) xs, map (`M.sub` 1) xs, reduce (M.*.) 1 xs)
