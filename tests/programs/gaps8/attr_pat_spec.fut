-- Language reference probe (gaps8): attr pat spec.
module type mt = {
  #[doc(hello, 1, nested(a, b,))] val f : i32 -> i32
}
module M : mt = { def f (#[foo] x: i32) = x + 1 }
-- ==
-- input { 1 } output { 2 3 }
entry main (x: i32) = let #[bar] y = M.f x in (y, (\(#[baz] z) -> z + 1) y)
