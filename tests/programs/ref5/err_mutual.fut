-- Mutual recursion is not supported: a function is only in scope of itself.
-- ==
-- error: .

def even (n: i32) : bool = if n == 0 then true else odd (n - 1)
def odd (n: i32) : bool = if n == 0 then false else even (n - 1)
def main = even 4
