-- Attributes on expressions, declarations, patterns and specs.
-- ==
-- input { [1, 2, 3] } output { 6 [2, 3, 4] 3 }

module type M = { #[doc(x, 1)] val f: i32 -> i32 }
module m: M = { def f (x: i32) = x + 1 }

#[inline]
def add (x: i32) (y: i32) = x + y

#[noinline]
def inc (x: i32) = m.f x

def main (xs: []i32) =
  let s = #[sequential] reduce add 0 xs
  let ys = #[unsafe] map inc xs
  let #[maybe_unused] z = 3
  let w = #[trace(z)] #[unroll] loop a = 0 for _i < 3 do a + 1
  in (s, ys, w)
