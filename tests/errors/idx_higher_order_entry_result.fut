-- Error index "higher-order-entry": an entry point with parameters whose result is a function.
-- ==
-- error: Entry point functions may not be higher-order: the result of the entry point `main` is a function

def main (x: i32) : i32 -> i32 = \y -> x + y
