-- scatter inside a sequential loop at host level.
-- ==
-- input { 4i64 } output { [0i64, 1i64, 2i64, 3i64] }

def main (n: i64) =
  loop acc = replicate n 0i64 for i < n do scatter acc [i] [i]
