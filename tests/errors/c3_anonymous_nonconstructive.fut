-- Compile error (error index "anonymous-nonconstructive"): an anonymous
-- size in a function type abbreviation.
-- ==
-- error: anonymous size not used constructively

type^ t = []bool -> bool

def main (x: bool) = let f : t = \_ -> x in f [true]
