-- | A histogram of the 256 values of a byte array, by `hist` on the bytes
-- converted to indices.
-- ==
-- random input { [10007]u8 } auto output
def main [n] (xs: [n]u8) : [256]i32 =
  hist (+) 0 256 (map i64.u8 xs) (replicate n 1)
