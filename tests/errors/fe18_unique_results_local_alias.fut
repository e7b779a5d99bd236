-- A local that aliases another local: the two unique results share
-- memory through it.
-- ==
-- error: aliased to some other component.*both alias `xs`

def pair (n: i64) : (*[]f32, *[]f32) =
  let xs = replicate n 1f32
  let ys = xs
  in (ys, xs)

def main (n: i64) = let (a, _) = pair n in a with [0] = 2
