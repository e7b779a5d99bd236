-- Item 2: a record result whose two unique fields are one array.  The
-- check of unique components covered tuple return types only.
-- ==
-- error: A unique-typed component of the return value of `split_halves` is aliased to some other component

def split_halves (n: i64) : {lo: *[]f32, hi: *[]f32} =
  let zeros = replicate n 0f32
  in {lo = zeros, hi = zeros}

def main (n: i64) =
  let r = split_halves n
  let lo = r.lo with [0] = 1
  in (lo, r.hi)
