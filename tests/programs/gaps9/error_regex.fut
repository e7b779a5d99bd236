-- `error:` regexes of run-time errors as futhark test matches them: POSIX
-- extended regexes searched anywhere in the message, which starts with
-- "Error: "; `^` anchors at the start of the whole message, `.` also
-- matches a newline, bracket expressions and alternatives work.
-- ==
-- input { [1, 2, 3] 5i64 } error: ^Error: Index \[5\] out of bounds
-- input { [1, 2, 3] 7i64 } error: Error*
-- input { [1, 2, 3] -1i64 } error: [Oo]ut of bounds
-- input { [1, 2, 3] 3i64 } error: (out of bounds|division by zero)
-- input { [1, 2, 3] 9i64 } error: Error.*array of shape \[[0-9]+\]
-- input { [1, 2, 3] 4i64 } error: bounds
-- input { [1, 2, 3] 6i64 } error: out of bounds.*Backtrace
-- input { [1, 2, 3] 1i64 } output { 2 }

def main (xs: []i32) (i: i64) = xs[i]
