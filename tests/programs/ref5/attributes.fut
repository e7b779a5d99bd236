-- Attributes on expressions, declarations and bindings are accepted and
-- do not change results.
-- ==
-- entry: attrs
-- input { [3, 1, 2] }
-- output { [4, 2, 3] 6 [3, 1, 2] 12 }

#[inline]
def inc (x: i32) = x + 1
#[noinline]
def dbl (x: i32) = x * 2
#[unknown_attribute(1, foo)]
def ident (x: i32) = x
entry attrs (xs: []i32) =
  let a = #[sequential] map inc xs
  let #[maybe_unused] b = #[unsafe] reduce (+) 0 xs
  let c = #[incremental_flattening(only_intra)] map ident xs
  let d = #[opaque] dbl b
  in (a, b, c, d)
