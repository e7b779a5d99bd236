-- Item 7: a lambda bound outside the local function (not generalised)
-- would take the local function's type parameter.
-- ==
-- error: fe19_scope_violation_outer_lambda.fut:8:[0-9]+: error: .*Scope violation: the type parameter `b` would escape its function

def main (x: i32) =
  let twice = \z -> (z, z)
  let pair 'b (y: b) = twice y
  in (pair x).0
