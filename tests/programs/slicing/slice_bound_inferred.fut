-- Slice bounds of a lambda whose parameters have no annotation are i64,
-- so the lambda applies to i64 offsets computed elsewhere.
-- ==
-- input { [5u8, 6u8, 7u8, 8u8, 9u8] 1i64 3i64 }
-- output { [6u8, 7u8, 8u8] 3i64 }

def pick [n] (xs: [n]u8) = \(from, count) -> xs[from:from+count]

def main (xs: []u8) (a: i64) (b: i64) =
  let piece = pick xs (a, b)
  in (piece, length piece)
