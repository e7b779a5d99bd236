-- Slice updates at the top level are done in place on the device.
-- ==
-- input { [1, 2, 3, 4, 5] } output { [1, 7, 8, 4, 5] }
-- input { [1, 2] } error: out of bounds
def main (xs: *[]i32) = xs with [1:3] = [7, 8]
