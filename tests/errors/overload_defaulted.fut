-- Compile error (an unannotated definition whose arithmetic defaulted to i32): the message names the problem.
-- ==
-- error: argument 1 of `add`: expected `i32`, found `f32`

-- Futhark resolves overloaded operators at the definition, not at uses.
def add x y = x + y
def main (x: f32) = add x 1
