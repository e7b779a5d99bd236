-- Compile error (entry point inside a module): entry points belong to the
-- top level of the program.
-- ==
-- error: Entry points may not be declared inside modules

module M = { entry foo (x: i32) = x + 1 }

def main (x: i32) = M.foo x
