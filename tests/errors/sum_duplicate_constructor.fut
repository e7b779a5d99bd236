-- Compile error (a constructor twice in a sum type): the message names the problem.
-- ==
-- error: constructor #a appears twice in the sum type

type t = #a | #a i32
def main (x: i32) : t = #a x
