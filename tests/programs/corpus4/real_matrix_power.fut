-- Matrix power by repeated squaring with a loop over a record state.
-- ==
-- input { [[1i64, 1i64], [1i64, 0i64]] 10 }
-- output { [[89i64, 55i64], [55i64, 34i64]] }

def mm [n] (a: [n][n]i64) (b: [n][n]i64) : [n][n]i64 =
  map (\r -> map (\c -> i64.sum (map2 (*) r c)) (transpose b)) a

def ident (n: i64) : [n][n]i64 = tabulate_2d n n (\i j -> if i == j then 1 else 0)

entry main [n] (a: [n][n]i64) (k: i32) =
  let st = loop st = {acc = ident n, base = a, k = k} while st.k > 0 do
             { acc = if st.k % 2 == 1 then mm st.acc st.base else st.acc
             , base = mm st.base st.base
             , k = st.k / 2 }
  in st.acc
