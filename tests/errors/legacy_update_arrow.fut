-- `a with [i] <- v` (old Futhark): an in-place update is written with `=`.
-- ==
-- error: old Futhark(.|\n)*`with \[i\] = v`
def bump (counts: *[]i64) (k: i64) : *[]i64 =
  counts with [k] <- counts[k] + 1
def main (n: i64) = bump (replicate n 0) 0
