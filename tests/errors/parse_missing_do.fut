-- Compile error (parse missing do): the message names the problem.
-- ==
-- error: expected `do`

def main (n: i32) = loop a = 0 for i < n a + i
