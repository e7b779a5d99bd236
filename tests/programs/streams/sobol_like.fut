-- The Sobol pattern of PLDI'17 section 4: a map_stream whose chunk function
-- applies an independent (expensive) formula to the chunk's first element,
-- then a cheaper recurrence to the rest of the chunk.  Here the formula is
-- i*i and the recurrence (i+1)^2 = i^2 + 2i + 1: any partitioning gives the
-- squares.
-- ==
-- input { 5i64 } output { [0i64, 1i64, 4i64, 9i64, 16i64] }
-- input { 0i64 } output { empty([0]i64) }
-- input { 10i64 } output { [0i64, 1i64, 4i64, 9i64, 16i64, 25i64, 36i64, 49i64, 64i64, 81i64] }
-- structure { elaborate:stream_map 1 kernels:Stream 0 }

def main (n: i64): [n]i64 =
  map_stream (\(m: i64) (iss: [m]i64) ->
                let start = if m == 0 then 0 else iss[0] * iss[0]
                let (_, out) = loop (acc, out) = (start, replicate m 0i64) for j < m do
                                 (acc + 2 * iss[j] + 1, out with [j] = acc)
                in out)
             (iota n)
