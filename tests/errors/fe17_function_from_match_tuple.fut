-- Compile error (Futhark: a function cannot be returned from a `match`), the
-- function inside a tuple that the cases return.
-- ==
-- error: 7:3: error: the result of `match` cannot be a function \(its type is `\(\(y: i64\) -> i64, i64\)`\)

def pick (k: i64) =
  match k
  case 0 -> ((\(y: i64) -> y + 1), 0i64)
  case _ -> ((\(y: i64) -> y * 2), 1i64)

def main (k: i64) = let (f, b) = pick k in f b
