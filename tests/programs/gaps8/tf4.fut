-- Language reference probe (gaps8): tf4.
-- ==
-- input { [[1,2],[3,4]] [1.0,2.0] true 97u8 } output { [[2,3],[4,5]] 3.0 false 98u8 }
def main (xs: [][]i32) (ys: []f64) (b: bool) (c: u8) = (map (map (+1)) xs, f64.sum ys, !b, c + 1)
