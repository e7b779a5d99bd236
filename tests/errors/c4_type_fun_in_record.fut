-- Compile error: a record type holding a function must be declared `type^`.
-- ==
-- error: declare it with .type\^.

type ops = {f: i32 -> i32, n: i32}

def main (x: i32) = x
