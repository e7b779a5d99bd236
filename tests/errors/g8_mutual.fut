-- Reference, "Recursive functions", restriction 1: no mutual recursion.
-- ==
-- error: Unknown name "odd"
def even (n: i32) : bool = if n == 0 then true else odd (n - 1)
def odd (n: i32) : bool = if n == 0 then false else even (n - 1)
entry main = even 4
