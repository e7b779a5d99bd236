-- A polymorphic function sealed with a monomorphic specification has the
-- specified type outside the module.
-- ==
-- error: expected `i32`, found `f32`

module M : { val f: i32 -> i32 } = { def f 'a (x: a) = x }
def main (x: f32) = M.f x
