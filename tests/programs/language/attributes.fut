-- Attributes on expressions, definitions and patterns: the ones Futhark
-- documents (`unsafe`, `inline`, `noinline`, `sequential`, `unroll`,
-- `opaque`, `trace`-free ones) and unknown ones, which are accepted and
-- change nothing.
-- ==
-- input { [1i32, 2i32, 3i32] } output { 6i32 [2i32, 3i32, 4i32] 3i32 [1i32, 3i32, 6i32] 12i32 6i32 }
-- input { [5i32] } output { 5i32 [6i32] 5i32 [5i32] 10i32 5i32 }

#[inline]
def inc (x: i32) = x + 1

#[noinline]
def sum [n] (xs: [n]i32) = reduce (+) 0 xs

#[some_unknown_attribute]
def last_elem [n] (xs: [n]i32) = #[unsafe] xs[n - 1]

#[deprecated(no_reason)]
def double (x: i32) = x * 2

entry main (xs: []i32) =
  ( #[sequential] sum xs
  , #[sequential_outer] map inc xs
  , last_elem xs
  , #[my_attr(1, foo)] scan (+) 0 xs
  , #[unroll] loop acc = 0 for #[unused] x in xs do acc + double x
  , let #[pattern_attr] s = #[opaque] sum xs in s )
