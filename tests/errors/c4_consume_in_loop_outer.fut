-- Compile error: a loop body consumes an array bound outside the loop that
-- is not a loop parameter.
-- ==
-- error: consume

def main (n: i64) =
  let buf = replicate n 0i32
  in loop acc = 0i32 for i < n do
       let b = buf with [i] = 1
       in acc + b[i]
