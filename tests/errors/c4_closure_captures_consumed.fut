-- Compile error: a lambda that reads an array is applied after the array
-- was consumed (the closure aliases what it captures).
-- ==
-- error: Using .*f.*, but this was consumed

def main (xs: *[]i32) =
  let f = \(i: i64) -> xs[i]
  let xs[0] = 1
  in f 0
