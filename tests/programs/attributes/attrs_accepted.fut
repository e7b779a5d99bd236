-- Attributes on expressions, bindings and declarations are accepted;
-- unknown ones are ignored.
-- ==
-- input { [1f32, 2f32, 3f32] } output { 14f32 6i64 }
#[inline]
def sq (x: f32) = x * x
#[noinline]
def norm2 (xs: []f32) = #[sequential] f32.sum (map sq xs)
#[my_own_attribute(a, b)]
entry main (xs: []f32) =
  let #[trace] n = length xs
  let s = #[unroll] #[incremental_flattening(only_inner)] norm2 xs
  in (s, n * 2)
