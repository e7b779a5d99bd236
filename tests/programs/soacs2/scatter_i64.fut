-- scatter on i64.
-- ==
-- input { [0i64, 0i64, 0i64, 0i64] [0i64, 3i64] [1099511627776i64, -7i64] } output { [1099511627776i64, 0i64, 0i64, -7i64] }
-- input { [1i64, 2i64] [1i64] [9i64] } output { [1i64, 9i64] }

def main [n] (dest: *[]i64) (is: [n]i64) (vs: [n]i64) = scatter dest is vs
