-- `loop (x: t = init) = for ...` (old Futhark): the error names the
-- modern loop rather than an unclosed parenthesis.
-- ==
-- error: `loop \(x\) = for \.\.\. do \.\.\. in x` is the syntax of old Futhark versions
def count (n: i64) : i64 =
  loop (c: i64 = 0) = for i < n do
    c + i
  in c
def main (n: i64) = count n
