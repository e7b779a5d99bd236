-- Error index "alias-free-variable", a program of runic's own: a function that returns a top-level array from both branches.
-- ==
-- error: Function result aliases the free variable `table`

def table = [1i32, 2, 3]
def lookup_all (i: i64) = if i > 0 then table else table
def main (i: i64) = lookup_all i
