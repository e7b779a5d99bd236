-- A value that is not a function applied to an argument.
-- ==
-- error: Cannot apply "n" as function

def main (n: i64) = n 2
