-- Error index "alias-free-variable": a function's result may not alias a
-- top-level definition.
-- ==
-- error: result of the function `f` aliases the free variable `table`
def table = [1, 2, 3]
def f () = table
def main (i: i64) = (f ())[i]
