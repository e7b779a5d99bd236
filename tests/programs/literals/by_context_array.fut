-- All elements of an array literal have one type; one suffix decides it.
-- ==
-- input { } output { [1i64, 2i64, 3i64] [1f32, 2.5f32] }
def main = ([1, 2i64, 3], [1, 2.5f32])
