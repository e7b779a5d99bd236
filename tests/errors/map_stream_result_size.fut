-- The chunk function of map_stream must return arrays of the chunk's size.
-- ==
-- error: must return an array of the chunk's size

def main (xs: []i32) = map_stream (\(k: i64) (c: [k]i32) -> [reduce (+) 0 c]) xs
