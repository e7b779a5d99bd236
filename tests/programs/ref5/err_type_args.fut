-- A type abbreviation must be applied to all its parameters.
-- ==
-- error: .

type pair 'a 'b = (a, b)
def main (x: pair i32) = x
