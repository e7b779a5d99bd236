-- script input from a file (`script input @ FILE`: the file holds the
-- expression), $loadbytes (a file's bytes as []u8), and scalar and
-- array literals passed straight to the tested entry point.
-- ==
-- entry: count
-- script input @ data/mk.script output { 3i64 }
-- script input { [5i64, 6i64] } output { 2i64 }
-- entry: bytes
-- script input { $loadbytes "data/abc.bytes" } output { 198 3i64 }
-- script input { [1u8, 2u8] } output { 3 2i64 }

entry mk (n: i64) : []i64 = iota n
entry count (xs: []i64) : i64 = length xs
entry bytes (bs: []u8) : (i32, i64) = (i32.sum (map i32.u8 bs), length bs)

-- A constant entry point takes no input: an empty input block.
-- ==
-- entry: answer
-- input { } output { 42 }
-- input {} output { 42 }

entry answer : i32 = 42
