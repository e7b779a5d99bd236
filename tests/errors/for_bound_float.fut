-- Compile error (for bound float): the message names the problem.
-- ==
-- error: the bound of a `for` loop: `f32` is not an integral type

def main (x: f32) = loop a = 0 for i < x do a + 1
