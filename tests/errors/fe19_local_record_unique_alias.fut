-- In a local function.
-- ==
-- error: fe19_local_record_unique_alias.fut:6:[0-9]+: error: A unique-typed component of the return value of `twice`

def main (n: i64) =
  let twice (m: i64) : {p: *[]i64, q: *[]i64} = let v = iota m in {p = v, q = v}
  in (twice n).p
