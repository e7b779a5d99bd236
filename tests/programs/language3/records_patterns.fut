-- Record patterns in let bindings, function parameters and lambdas.
-- ==
-- input { [1, 2, 3] [4, 5, 6] } output { [5, 7, 9] 21 }

def add {a, b} : i32 = a + b

entry main [n] (xs: [n]i32) (ys: [n]i32) =
  let rs = map2 (\a b -> {a, b}) xs ys
  let sums = map add rs
  let {a = sa, b = sb} = reduce (\{a = a1, b = b1} {a = a2, b = b2} -> {a = a1 + a2, b = b1 + b2})
                                {a = 0, b = 0} rs
  in (sums, sa + sb)
