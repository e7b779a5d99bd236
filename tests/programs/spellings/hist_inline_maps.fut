-- A histogram whose bins and ones are two maps over the input, inline:
-- horizontal fusion joins them into one map of two results, which each
-- read of the histogram recomputes (flatten/recompute.cpp, several
-- results), as it recomputes `hist_values`'s one map: no array of n bins.
-- ==
-- input { [0.1f32, 0.5f32, 0.55f32, 0.99f32] } output { [1i32, 0i32, 2i32, 1i32] }
-- random input { [10007]f32 } auto output
-- structure { SegMap 1 SegHist 1 }
def main [n] (xs: [n]f32) : [4]i32 =
  hist (+) 0 4 (map (\x -> i64.f32 (x * 4)) xs) (map (\_ -> 1) xs)
