-- map_stream: the chunk function gets the chunk size and the chunk.
-- ==
-- input { [1i32, 2i32, 3i32] } output { [2i32, 4i32, 6i32] }
-- input { empty([0]i32) } output { empty([0]i32) }
-- random input { [1003]i32 } auto output
-- compiled random input { [100000]i32 } auto output

def main (xs: []i32) = map_stream (\(k: i64) (c: [k]i32) -> map (* 2) c) xs
