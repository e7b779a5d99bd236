-- Compile error: a slice aliases its array; using the slice after the
-- array is consumed.
-- ==
-- error: Using .*row.*, but this was consumed

def main (n: i64) =
  let a = replicate n (replicate n 0i32)
  let row = a[0]
  let a[1, 1] = 5
  in (a, row)
