-- Reference, "Recursive functions", restriction 3: a functional argument of a recursive call must be the parameter itself.
-- ==
-- error: recursive call of the higher-order function
def g (h: i32 -> i32) (n: i32) : i32 = if n == 0 then h 0 else g (\x -> h x + 1) (n - 1)
entry main = g (+1) 3
