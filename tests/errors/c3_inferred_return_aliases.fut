-- Compile error: a definition without a return type that returns its
-- (non-unique) parameter: its result aliases the argument, which the
-- caller may not consume.
-- ==
-- error: Would consume `ys` \(which aliases `xs`\), which is not consumable

def same (xs: []i32) = xs

def main (xs: []i32) =
  let ys = same xs
  let ys[0] = 1
  in ys
