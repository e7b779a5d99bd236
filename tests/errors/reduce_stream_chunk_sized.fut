-- The results of reduce_stream's chunks are combined by its operator, so
-- they cannot depend on the chunk size.
-- ==
-- error: whose size depends on the chunk size

def main (xs: []i32) = reduce_stream (map2 (+)) (\(k: i64) (c: [k]i32) -> map (+1) c) xs
