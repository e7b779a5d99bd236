-- Compile error: using the array after an update whose value reads the
-- consumed array through an alias.
-- ==
-- error: consumed

def main (n: i64) =
  let a = replicate n 1i32
  let b = a
  let a[0] = 2
  in b[0]
