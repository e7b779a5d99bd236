-- The same inside a lambda passed to `map`: the size is the lambda's
-- parameter's.
-- ==
-- error: "\?m" is made inside the function \(the unknown size of the result of `filter` at .*\), but "\?n" \(a size of the lambda's parameter `xs`\)

entry main (xss: [][]i32) =
  map (\xs -> let zs = filter (> 0) xs in zip xs zs) xss
