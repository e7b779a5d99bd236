-- The same holds for a functor's argument matched against its parameter's
-- module type.
-- ==
-- error: does not match `val f : \[n\]i32 -> \(\*\[n\]i32, i32\)` of the module type: the specified result is unique

module type S = { val f [n]: [n]i32 -> (*[n]i32, i32) }
module F (P: S) = { def g (xs: []i32) = (P.f xs).0 }
module A = F { def f [n] (xs: [n]i32) : ([n]i32, i32) = (xs, 0) }

entry main (x: []i32) = A.g x
