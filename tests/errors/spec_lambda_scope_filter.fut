-- An unannotated lambda parameter in `map`: its size may not become the
-- size of a `filter` result computed inside the lambda.  The error is
-- reported inside the lambda, where the sizes meet.
-- ==
-- error: argument 2 of `zip`: Sizes ".*" and ".*" do not match: ".*" is made inside the function

entry main (xss: [][]i32) =
  map (\xs -> let ys = filter (> 0) xs in zip xs ys) xss
