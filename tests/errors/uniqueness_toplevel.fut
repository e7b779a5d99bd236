-- A top-level constant can never be consumed.
-- ==
-- error: cannot consume `table`: `table` is a top-level definition

def table : []i32 = [1, 2, 3]

def main (x: i32) = table with [0] = x
