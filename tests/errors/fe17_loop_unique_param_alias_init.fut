-- Compile error (error index "use-after-consume", through an alias): the
-- initial value `view` aliases `xs`; the loop's unique parameter consumes
-- both, and `xs` is used after the loop.
-- ==
-- error: 12:14: error: Using `xs`, but this was consumed at 10:45

def main (n: i64) =
  let xs = iota n
  let view = xs
  let (r, k) = loop (acc: *[]i64, k: i64) = (view, 0) for i < n do (acc, k + acc[i])
  let total = reduce (+) 0 r
  in total + xs[0] + k
