-- A module used as a value.
-- ==
-- error: is a module, not a value|module

module M = { module N = { def x = 1i32 } }
def main (y: i32) = M.N + y
