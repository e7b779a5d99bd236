-- Error index "nested-entry", a program of runic's own: an entry point inside a module.
-- ==
-- error: Entry points may not be declared inside modules

module io = { entry read (x: i32) = x + 1 }
def main (x: i32) = io.read x
