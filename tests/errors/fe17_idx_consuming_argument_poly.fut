-- Compile error (error index "consuming-argument"): a consuming function passed to a polymorphic higher-order function; the message gives the argument's own type.
-- ==
-- error: 9:32: error: Argument of functional type `\*\[\?n\]i32 -> \*\[\?n\]i32` contains consumption: `zero_first` consumes its first argument, but `twice` expects a function that does not

def twice 'a (f: a -> a) (x: a) : a = f (f x)

def zero_first (xs: *[]i32) : *[]i32 = xs with [0] = 0

def main (arr: *[]i32) = twice zero_first arr
