-- Locality (PLDI'17 section 5.2): each thread walks its row sequentially
-- (a loop without inner parallelism, so no map-loop interchange), reading
-- xss[g, i]: consecutive threads would read m elements apart.  A `for`
-- loop along the row is a row recurrence (ir/rowloop.h): the backend
-- stages the rows through local memory, coalesced, so the locality pass
-- leaves xss in place (one SegMap).  The loop starts at 7: a fold
-- from 0 would be a reduction (ir/simplify.cpp), a segmented SegRed, not
-- a loop.
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] } output { [15i32, 24i32] }
-- input { empty([0][3]i32) } output { empty([0]i32) }
-- random input { [257][33]i32 } auto output
-- structure { SegMap 1 kernels:Loop 1 kernels:Screma 0 }

def main [n][m] (xss: [n][m]i32): [n]i32 =
  map (\xs -> loop acc = 7i32 for i < m do acc + xs[i] * i32.i64 i) xss
