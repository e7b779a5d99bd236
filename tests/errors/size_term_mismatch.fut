-- Size terms are compared as written: `i64.i32 k` and `i64.i32 j` differ.
-- ==
-- error: Sizes "i64.i32 k" and "i64.i32 j" do not match

def main (k: i32) (j: i32) = map2 (+) (iota (i64.i32 k)) (iota (i64.i32 j))
