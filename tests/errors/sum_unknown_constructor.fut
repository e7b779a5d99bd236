-- Compile error (a constructor the sum type lacks): the message names the problem.
-- ==
-- error: the sum type `\(#a i32 \| #b\)` has no constructor #c

type t = #a i32 | #b
def main (x: i32) : t = #c x
