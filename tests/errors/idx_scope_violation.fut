-- Error index "scope-violation": the `if` makes `x` (bound outside `g`)
-- have the type parameter `b` of `g`.
-- ==
-- error: Scope violation: the type parameter `b` would escape its function
def f x =
  let g 'b (y: b) = if true then y else x
  in g
def main (z: i32) = f z z
