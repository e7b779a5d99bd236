-- A value specification with a unique result is not matched by a
-- definition whose result is not unique.
-- ==
-- error: `M.f` does not match `val f : \[n\]i32 -> \*\[n\]i32` of the module type: the specified result is unique

module M: { val f [n]: [n]i32 -> *[n]i32 } = { def f [n] (xs: [n]i32) : [n]i32 = xs }

entry main (x: []i32) = M.f x
