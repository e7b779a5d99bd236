-- Compile error: the branches of an `if` return arrays whose sizes are
-- the declared results of two calls with different arguments (k and n),
-- so the `if` has a fresh size, which is not the declared `[k]`.
-- ==
-- error: the body of `choose` does not match its return type: Sizes "k" and "\?m" do not match

def grow (k: i64) : [k]i32 = replicate k 1

def choose (k: i64) (n: i64) : [k]i32 =
  if k > n then grow k else grow n

entry main (k: i64) (n: i64) = choose k n
