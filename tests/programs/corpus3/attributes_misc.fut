-- Attributes on definitions, expressions, loops and patterns; unknown
-- attributes are ignored.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] }
-- output { 10i32 [2i32, 3i32, 4i32, 5i32] 24i32 30i32 }

#[inline]
def inc (x: i32) = x + 1

#[noinline]
def sq (x: i32) = x * x

#[some_unknown_attribute]
def prod (xs: []i32) = reduce (*) 1 xs

entry main (xs: []i32) =
  let s = #[unsafe] xs[0] + xs[1] + xs[2] + xs[3]
  let ys = #[sequential] map inc xs
  let p = #[unroll] loop acc = 1 for x in xs do acc * x
  let #[maybe_unused] q = map sq xs |> i32.sum
  in (s, ys, #[my_attr] p, q)
