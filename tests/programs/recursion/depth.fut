-- Recursion that does not end is a run-time error, in the interpreter and
-- in compiled code alike ("recursion too deep"), not a stack overflow;
-- recursion 9,000 calls deep runs.
-- ==
-- input { 9000 } output { 40504500i64 }
-- input { 10 } output { 55i64 }
-- input { -1 } error: recursion too deep

-- Sums 1..n; never ends for a negative n.
def tri (n: i32) : i64 = if n == 0 then 0 else i64.i32 n + tri (n - 1)

def main (n: i32) = tri n
