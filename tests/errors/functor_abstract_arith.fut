-- An abstract type of a functor's parameter is not a number inside the
-- functor, whatever the argument at an application.
-- ==
-- error: expected a numeric type .* found `\(#X.t\)`

module type T = { type t val one: t }
module Bad (X: T) = { def two = X.one + X.one }
module B = Bad { type t = i32 def one = 1i32 }
def main (x: i32) = x + B.two
