-- hist with max on i64.
-- ==
-- input { 2i64 [1i64, 1i64, 0i64] [1125899906842624i64, -3i64, 7i64] } output { [7i64, 1125899906842624i64] }

def main [n] (k: i64) (is: [n]i64) (vs: [n]i64) = hist i64.max (-9223372036854775808) k is vs
