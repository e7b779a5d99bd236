-- `i32.negate` is now `i32.neg`.
-- ==
-- error: module `i32` has no member `negate`(.|\n)*`negate` is now `neg`
def main (x: i32) = i32.negate x
