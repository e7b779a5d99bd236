-- A function value aliases the arrays it uses.
-- ==
-- error: `get` aliases `xs`, which is consumed at 7:7; `get` is used again at 8:7

def main (xs: *[]i32) =
  let get = \(i: i64) -> xs[i]
  let xs[0] = 5
  in (get 0, xs)
