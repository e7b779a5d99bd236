-- Error index "unknown-param-def": the returned function would need an
-- argument whose size is a local of `f`.
-- ==
-- error: Unknown size `n` in parameter of
def f (x: bool) =
  let n = if x then 10 else 20
  in \(y: [n]bool) -> length y
def main (b: bool) = f b (replicate 10 true)
