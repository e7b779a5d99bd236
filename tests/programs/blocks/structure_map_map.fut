-- An unqualified `structure` block counts SOACs in the fused program, as
-- Futhark's test tool does: the two maps are one.
-- ==
-- input { [1, 2, 3] } output { [3, 5, 7] }
-- structure { simplify-fused:Screma 1 SegMap 1 }
def main (xs: []i32) = map (+ 1) (map (* 2) xs)
