-- Compile error (a payload of the wrong type): the message names the problem.
-- ==
-- error: payload of #a: expected `i32`, found `f32`

type t = #a i32 | #b
def main (x: f32) : t = #a x
