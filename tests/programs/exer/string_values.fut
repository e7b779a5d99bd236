-- String literals in test blocks stand for []u8 arrays of their UTF-8
-- bytes, in inputs and expected outputs, nested inside arrays too.
-- ==
-- entry: shout
-- input { "quiet words" }
-- output { "QUIET WORDS" }
-- input { "" }
-- output { empty([0]u8) }
-- input { "tab\there" }
-- output { "TAB\tHERE" }
-- input { [104u8, 105u8] }
-- output { "HI" }

-- ==
-- entry: lengths
-- input { ["ab", "cd", "ef"] }
-- output { [2i64, 2i64, 2i64] "ace" }

-- ==
-- entry: count_byte
-- input { 120u8 "xaxbx" }
-- output { 3i32 }

entry shout (s: []u8) : []u8 =
  map (\c -> if c >= 'a' && c <= 'z' then c - 32 else c) s

entry lengths [k][n] (rows: [k][n]u8) : ([k]i64, [k]u8) =
  (map length rows, map (\r -> r[0]) rows)

entry count_byte (b: u8) (s: []u8) : i32 =
  i32.sum (map (\c -> i32.bool (c == b)) s)
