-- A string literal's type was read from the expression after it had been
-- moved into the statement (clang evaluates the arguments left to right):
-- the literal became a u8 and the IR check failed after elaborate.
def main (i: i64) : (u8, i64) = ("abc"[i % 3], length "hello")
