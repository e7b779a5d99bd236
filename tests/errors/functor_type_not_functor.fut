-- A module ascribed a functor type must be a parametric module.
-- ==
-- error: module `m` is not a parametric module, but the module type requires one

module type S = { val x: i32 }
module type F = (P: S) -> S
module m = { def x = 1i32 }
module bad: F = m
def main = bad.x
