-- Two in-place updates of the same array in one tuple consume it twice.
-- ==
-- error: `m` is consumed at 5:27 and used again at 5:48

def main (m: *[][]i32) = (m with [0] = [1, 2], m with [1, 0] = 5)
