-- A literal passed to an annotated parameter takes its type; one
-- passed through an unannotated function defaults to i32.
-- ==
-- input { } output { 255u8 3i32 }
def f (x: u8) = x
def g x = x + 1
def main = (f 255, g 2)
