-- Compile error: `match` arms whose sizes differ (k and n, each a
-- function's declared result) give the match a fresh size, which `map2`
-- cannot pair with an array of size k.
-- ==
-- error: argument 3 of `map2`: Sizes "k" and "\?m" do not match

def grow (k: i64) : [k]i32 = replicate k 1

entry main (k: i64) (n: i64) (xs: [k]i32) =
  let ys = match n
           case 0 -> grow k
           case _ -> grow n
  in map2 (+) xs ys
