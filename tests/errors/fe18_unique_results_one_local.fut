-- Two unique results that are one array bound inside the function: its
-- scope ends, but both components still alias it (a free alias).
-- ==
-- error: aliased to some other component.*components 1 and 2 both alias `xs`

def twice (n: i64) : (*[]i64, *[]i64) =
  let xs = iota n
  in (xs, xs)

def main (n: i64) =
  let (a, b) = twice n
  let a[0] = 7
  in (a, b)
