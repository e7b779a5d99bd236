-- Description here.
-- ==
-- tags { foo bar }
-- compiled input { 1 } output { 2 }
-- nobench input { 2 }
-- output { 3 }

-- input {
--   5
-- }
-- output {
--   6
-- }
def main (x: i32) = x + 1
