-- Compile error (a constructor applied to part of its payload): the message names the problem.
-- ==
-- error: constructor #a of `\(#a i32 i32 \| #b\)` takes 2 payload values, not 1

type t = #a i32 i32 | #b
def main (x: i32) : t = #a x
