-- Mutual recursion is not supported (language reference, "Recursive
-- functions"): the use of a later definition says so.
-- ==
-- error: Unknown name "odd": it is defined later .*mutual recursion is not supported

def even (n: i32) : bool = if n == 0 then true else odd (n - 1)
def odd (n: i32) : bool = if n == 0 then false else even (n - 1)
entry main (x: i32) = even x
