-- A loop that consumes its initial value may not use it in the body.
-- ==
-- error: `xs` is consumed by the loop at 6:14 \(it is the initial value of `acc`, which the loop body consumes\) and used again inside the loop at 6:54

def main [n] (xs: *[n]i32) =
  loop acc = xs for i < n do acc with [i] = acc[i] + xs[0]
