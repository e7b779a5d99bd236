-- The chunk function of map_stream must return arrays of the chunk's size.
-- ==
-- error: argument 1 of `map_stream`: Sizes "m" and "1" do not match

def main (xs: []i32) = map_stream (\(k: i64) (c: [k]i32) -> [reduce (+) 0 c]) xs
