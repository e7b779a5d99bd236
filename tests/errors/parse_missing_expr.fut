-- ==
-- error: parse_missing_expr.fut:5:[0-9]+: error: expected

def main (x: i32) =
