-- Compile error: a function applied to itself (occurs check).
-- ==
-- error: Occurs check|occurs

def main (x: i32) = let f y = y y in x
