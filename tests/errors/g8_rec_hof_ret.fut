-- Reference, "Recursive functions", restriction 2: no higher-order return type (here the `if` that returns a function).
-- ==
-- error: cannot be a function|higher-order
def f (n: i32) : i32 -> i32 = if n == 0 then (+1) else f (n - 1)
entry main = f 3 1
