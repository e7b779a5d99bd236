-- String literals are arrays of u8 (UTF-8 bytes).
-- ==
-- input { } output { [104u8, 105u8] 2i64 [97u8, 9u8, 98u8] }
def main = ("hi", length "hi", "a\tb")
