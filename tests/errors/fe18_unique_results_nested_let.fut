-- The same array returned twice through a tuple bound by an inner `let`.
-- ==
-- error: aliased to some other component

def main (n: i64) : (*[]i64, *[]i64) =
  let r = (let t = replicate n 0 in (t, t))
  in r
