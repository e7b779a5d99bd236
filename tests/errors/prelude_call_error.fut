-- A type error inside a prelude function is reported at the user's call.
-- ==
-- error: 5:12: error: in this call of the prelude function `foldl`: cannot apply a value of type i32 as a function

def main = foldl 1 0 [1, 2]
