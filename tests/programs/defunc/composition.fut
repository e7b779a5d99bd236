-- Function composition with `>->`, `<-<` and pipes: compositions of
-- sections, lambdas and top-level functions, bound to names, passed to
-- `map`, composed again and applied directly.
-- ==
-- input { [1, 2, 3] 10 }
-- output { [4, 6, 8] [4, 6, 8] [5, 7, 9] 32 [9, 8, 7] 26 }

def double (x: i32) = x * 2
def inc (x: i32) = x + 1

entry main (xs: []i32) (k: i32) =
  let f = inc >-> double
  let g = double <-< (+ k) <-< (\x -> x - k + 1)
  let h = f >-> (+ 1) >-> (\y -> y + 0)
  let neg = (\x -> -x)
  let back = (+ k) <-< neg
  in ( map f xs
     , map (\x -> x |> g) xs
     , xs |> map h
     , (f >-> h) k |> (\r -> r - 15)
     , map back xs
     , k |> (double >-> inc >-> (\z -> z + 5))
     )
