-- A module sealed with a prelude module type: its `t` is abstract and
-- does not support `==` (the module's own `M.==` does).
-- ==
-- error: does not support equality

module M : integral = i32
def main (x: i32) = M.i32 x == M.i32 2
