-- A sealed module's value has the specified type, not the (more general)
-- type of its definition.
-- ==
-- error: argument 1 of `M.f`: expected `i32`, found `f32`

module M: { val f: i32 -> i32 } = { def f x = x }

entry main = M.f 1f32
