-- Consuming a variable consumes what it aliases.
-- ==
-- error: cannot consume `b` \(which aliases `xs`\): `xs` is not a unique parameter

def main (xs: []i32) =
  let b = xs
  let b[0] = 7
  in b
