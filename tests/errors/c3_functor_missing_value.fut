-- Compile error: a functor applied to a module that lacks a value of the
-- parameter's module type.
-- ==
-- error: does not define the value `zero`

module type monoid = { type t val zero : t val op : t -> t -> t }
module F (M: monoid) = { def sum (xs: []M.t) = reduce M.op M.zero xs }
module A = F { type t = i32 def op (x: i32) (y: i32) = x + y }

def main (xs: []i32) = A.sum xs
