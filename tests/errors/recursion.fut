-- Compile error (mutual recursion): a function is only in scope of itself
-- and of the definitions after it, so `odd` is unknown in `even`.
-- ==
-- error: Unknown name "odd"

def even (n: i32) : bool = if n == 0 then true else odd (n - 1)
def odd (n: i32) : bool = if n == 0 then false else even (n - 1)
def main = even 4
