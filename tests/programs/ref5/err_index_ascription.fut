-- A type ascription cannot be an index.
-- ==
-- error: .

def main (xs: []i32) = xs[0 : i64]
