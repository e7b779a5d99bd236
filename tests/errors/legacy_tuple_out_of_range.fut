-- A component far past the end of a tuple: no hint about numbering.
-- ==
-- error: has no component `5`
def fifth (p: (i32, bool)) = p.5
def main (x: i32) = fifth (x, true)
