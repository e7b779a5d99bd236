-- Attributes on loops (`#[unroll]`), on let-bindings and on SOACs do not
-- change results; a sequential loop with a compile-time bound.
-- ==
-- input { [1.0f32, 2.0f32, 3.0f32, 4.0f32] }
-- output { 10.0f32 [1.0f32, 4.0f32, 9.0f32, 16.0f32] 24.0f32 }

entry main (xs: [4]f32) =
  let s = #[unroll] loop acc = 0 for i < 4 do acc + xs[i]
  let #[noinline] sq = #[sequential] map (\x -> x * x) xs
  let p = #[unroll] loop acc = 1 for x in xs do acc * x
  in (s, sq, p)
