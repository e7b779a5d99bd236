-- Record patterns in function parameters, let bindings and lambdas,
-- including partial patterns with field renaming.
-- ==
-- input { 3 4 }
-- output { 25 7 -1 }

type v2 = {a: i32, b: i32}

def norm2 ({a, b}: v2) = a * a + b * b
def sum ({a = p, b = q}: v2) = p + q

entry main (a: i32) (b: i32) =
  let r = {a, b}
  let {a = x, b = y} = r
  let diff = (\({a, b}: v2) -> a - b) {a = x, b = y}
  in (norm2 r, sum r, diff)
