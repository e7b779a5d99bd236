-- Attributes on expressions, bindings and declarations.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { 6i32 [2i32, 3i32, 4i32] 2i32 }

#[inline]
def add1 (x: i32) = x + 1

#[noinline]
def get (xs: []i32) (i: i64) = #[unsafe] xs[i]

entry main (xs: []i32) =
  let s = #[sequential] reduce (+) 0 xs
  let #[trace] ys = map add1 xs
  in (s, #[unroll] ys, get xs 1)
