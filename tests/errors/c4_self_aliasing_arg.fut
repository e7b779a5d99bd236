-- Compile error: an argument for a consuming parameter whose two parts
-- alias each other.
-- ==
-- error: self-aliased

def f ((a, b): (*[]i32, []i32)) = a with [0] = b[0]

def main (n: i64) =
  let xs = replicate n 0i32
  in f (xs, xs)
