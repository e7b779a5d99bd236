-- A unique result and a non-unique one that are the same local array.
-- ==
-- error: aliased to some other component

def main (n: i64) : ([]i32, *[]i32) =
  let xs = map i32.i64 (iota n)
  in (xs, xs)
