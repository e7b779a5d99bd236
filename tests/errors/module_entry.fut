-- Compile error (entry point inside a module): entry points belong to the
-- top level of the program.
-- ==
-- error: `entry` is allowed only at the top level of the program, not inside module `M`

module M = { entry foo (x: i32) = x + 1 }

def main (x: i32) = M.foo x
