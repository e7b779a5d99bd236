-- An operator applied to an argument of the wrong type (issue #1159).
-- ==
-- error: Cannot apply "\+" to "true" \(invalid type\)

def main (x: i32) = x + true
