-- Values that span several lines, with comments between and inside them.
-- ==
-- input {
--   [[1, 2, 3],
--    [4, 5, 6]]   -- two rows
--   -- the offset:
--   10
-- }
-- output {
--   [[11, 12, 13],
--    [14, 15, 16]]
--   -- the total:
--   81
-- }
-- input { [[0,0,0]]
--         -1 }
-- output { [[-1, -1, -1]] -3 }
-- input {
--   empty([0][3]i32)
--   5
-- } output {
--   empty([0][3]i32)
--   0
-- }

def main [n][m] (xss: [n][m]i32) (k: i32) : ([n][m]i32, i32) =
  let yss = map (map (+ k)) xss
  in (yss, i32.sum (flatten yss))
