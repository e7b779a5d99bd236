-- Arrays of bools in inputs and outputs, and characters and strings in
-- the program (arrays of u8 code points, UTF-8 encoded).
-- ==
-- entry: bools
-- input { [true, false, true] } output { [false, true, false] 2i64 [[true, false], [false, false], [true, false]] }
-- input { empty([0]bool) } output { empty([0]bool) 0i64 empty([0][2]bool) }
-- entry: strings
-- input { } output { 6i64 [104u8, 195u8, 169u8] true false 98u8 }
-- entry: caesar
-- input { [104u8, 97u8, 108u8] 1u8 } output { [105u8, 98u8, 109u8] }
-- input { [122u8] 1u8 } output { [97u8] }
-- entry: char_array
-- input { } output { [97, 98, 99] [10u8, 9u8, 32u8] }

entry bools (bs: []bool) =
  (map not bs, length (filter id bs), map (\b -> [b, false]) bs)
entry strings =
  let s = "héllo"
  in (length s, s[0:3], "ab" == "ab", "ab" == "ba", "abc"[1])
entry caesar (s: []u8) (k: u8) = map (\c -> 'a' + (c - 'a' + k) % 26) s
entry char_array = (['a', 'b', 'c'], ['\n', '\t', ' '] : []u8)
