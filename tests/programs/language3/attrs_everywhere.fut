-- Attributes on declarations, expressions, patterns and loops.
-- ==
-- input { [1, 2, 3, 4] } output { 30 [2, 3, 4, 5] }

#[inline]
def sq (x: i32) = x * x

#[noinline]
def inc (x: i32) = x + 1

entry main (xs: []i32) =
  let #[maybe_unused] ignored = 0
  let s = #[sequential] loop acc = 0 for x in xs do acc + #[unsafe] sq x
  let ys = #[incremental_flattening(only_inner)] map inc xs
  in (#[trace(s)] s, ys)
