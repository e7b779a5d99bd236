-- Compile error: the array consumed in one branch of an `if` is used
-- after the `if` (the `if`'s result may be used, the array may not).
-- ==
-- error: Using `a`, but this was consumed

def main (n: i64) =
  let a = replicate n 0i32
  let b = if n > 0 then a with [0] = 1 else a
  in (b, a)
