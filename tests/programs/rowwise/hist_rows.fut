-- A 16-bin histogram of each row's low digits: one work-group per row,
-- the bins in local memory (atomic adds), the digits computed where the
-- histogram reads them.
-- ==
-- random input { [37][256]u32 } auto output
-- random input { [5][1000]u32 } auto output
-- random input { [3][1]u32 } auto output
-- random input { [4][0]u32 } auto output
-- random input { [0][7]u32 } auto output
-- input { [[1u32, 17u32, 2u32], [15u32, 15u32, 0u32]] }
-- output { [[0, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
--           [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]] }

def digit (x: u32) : i64 = i64.u32 (x & 15)

def main [n][m] (blocks: [n][m]u32) : [n][16]i32 =
  map (\row -> hist (+) 0 16 (map digit row) (replicate m 1)) blocks
