-- Arguments aliasing each other cannot both be passed when one is consumed.
-- ==
-- error: `xs` is consumed by the first argument of `add_into` \(at 8:34\) and also used by its second argument at 8:37

def add_into [n] (a: *[n]i32) (b: [n]i32) : *[n]i32 =
  loop a for i < n do a with [i] = a[i] + b[i]

def main (xs: *[]i32) = add_into xs xs
