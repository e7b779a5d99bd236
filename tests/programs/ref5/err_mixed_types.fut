-- Both operands of a builtin operator have the same type.
-- ==
-- error: .

def main (x: i32) (y: i64) = x + y
