-- Each row of a text (found at host level) is cut at its commas by a
-- `filter` in the thread, and a field sliced by those cuts is parsed with
-- arrays of the field's length (`indices`, `reverse`, `iota`): the
-- field's length is read from the thread's own filtered array, so the
-- OpenCL backend bounds it by the row's length (the count of a checked
-- slice, backend/thread_sizes.h).  (samples14: neverix/aoc24's parsers.)

def cuts [n] (sep: u8) (s: [n]u8) : [][2]i64 =
  let at = filter (\i -> s[i] == sep) (iota n)
  let m = length at
  let starts = [0] ++ map (+ 1) at :> [m + 1]i64
  let ends = at ++ [n] :> [m + 1]i64
  in map2 (\a b -> [a, b]) starts ends

def number [k] (ds: [k]u8) : i64 =
  let vals = map (\d -> i64.u8 d - '0') ds
  in map2 (\p d -> 10 ** p * d) (indices vals) (reverse vals) |> i64.sum

def field_sum (s: []u8) (f: i64) : i64 =
  let cs = cuts ',' s
  in if f >= length cs then 0 else number s[cs[f, 0]:cs[f, 1]]

-- ==
-- entry: fields
-- input { [49u8,50u8,44u8,51u8,10u8,52u8,44u8,53u8,54u8,55u8,10u8,56u8] 1i64 }
-- output { [3i64, 567i64, 0i64] }
-- input { [49u8,50u8,44u8,51u8,10u8,52u8,44u8,53u8,54u8,55u8,10u8,56u8] 0i64 }
-- output { [12i64, 4i64, 8i64] }
-- input { [57u8,44u8,44u8,50u8] 2i64 }
-- output { [2i64] }
entry fields (text: []u8) (f: i64) =
  let rows = cuts '\n' text
  in map (\r -> field_sum text[r[0]:r[1]] f) rows

-- ==
-- entry: firsts
-- input { [49u8,50u8,44u8,51u8,10u8,52u8,44u8,53u8,54u8,55u8,10u8,56u8] }
-- output { [12i64, 4i64, 8i64] }
-- input { [55u8,48u8,48u8,44u8] }
-- output { [700i64] }
entry firsts (text: []u8) =
  let rows = cuts '\n' text
  in map (\r -> let row = text[r[0]:r[1]]
                let cs = cuts ',' row
                in number row[cs[0, 0]:cs[0, 1]]) rows

-- ==
-- entry: widest
-- input { [49u8,50u8,44u8,51u8,10u8,52u8,44u8,53u8,54u8,55u8,10u8,56u8] }
-- output { [2i64, 3i64, 1i64] }
entry widest (text: []u8) =
  let rows = cuts '\n' text
  in map (\r -> let row = text[r[0]:r[1]]
                let cs = cuts ',' row
                in i64.maximum (map (\c -> length (iota (c[1] - c[0]))) cs)) rows
