-- Language reference probe (gaps8): tuning param.
-- ==
-- input { [1,2,3,4] } output { 10 }
entry main (xs: []i32) = let c = #[param(chunk)] 2i64 in i32.sum (map (\i -> xs[i]) (iota (length xs))) + i32.i64 (c - c)
