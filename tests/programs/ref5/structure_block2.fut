-- A structure block spread over several lines, before the cases.
-- ==
-- structure {
--   Screma 1
--   /If 0
-- }
-- input { [1, 2, 3] } output { 12 }
-- input { empty([0]i32) } output { 0 }

def main (xs: []i32) = i32.sum (map (* 2) xs)
