-- A monomorphic definition does not match a polymorphic specification.
-- ==
-- error: `M.f` does not match `val f : a -> a`

module M : { val f 'a: a -> a } = { def f (x: i32) = x }
def main (x: i32) = M.f x
