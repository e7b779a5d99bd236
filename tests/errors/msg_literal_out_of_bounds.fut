-- An overloaded literal too large for its type (error index,
-- literal-out-of-bounds).
-- ==
-- error: Literal out of bounds

def main : i8 = 200
