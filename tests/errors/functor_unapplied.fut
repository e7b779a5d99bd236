-- A parametric module is checked where it is defined, with its
-- parameter's types abstract, even if it is never applied.
-- ==
-- error: does not match its return type: expected `i32`, found `\(#X.t

module type T = { type t val one: t val add: t -> t -> t }
module Bad (X: T) = { def three : i32 = X.add X.one X.one }
def main (x: i32) = x + 1
