-- A member that the module type does not name is hidden by the
-- ascription.
-- ==
-- error: has no member `extra`

module M : { val f: i32 -> i32 } = { def f (x: i32) = x def extra = 3i32 }
def main (y: i32) = M.extra + y
