-- Records separated by blank lines; each record's lines are cut at '\n',
-- and its last line is cut again at a two-byte separator: the slices of
-- that line are bounded by positions the thread filtered from a slice of
-- a slice of the text (fe18: the OpenCL backend bounds such sizes by the
-- arrays they slice, backend/thread_sizes.h).

def cut_at [n] (sep: u8) (s: [n]u8) : [][2]i64 =
  let at = zip (iota n) s |> filter (\(_, c) -> c == sep) |> map (.0)
  let bounds = [-1] ++ at ++ [n]
  in map2 (\a b -> [a + 1, b]) (init bounds) (tail bounds)

def cut_at_pair [n] (sep: [2]u8) (s: [n]u8) : [][2]i64 =
  let at = filter (\i -> i + 2 <= n && s[i] == sep[0] && s[i + 1] == sep[1]) (iota n)
  let m = length at + 1
  let starts = [0] ++ map (+ 2) at :> [m]i64
  let ends = at ++ [n] :> [m]i64
  in map2 (\a b -> [a, b]) starts ends

def digits (s: []u8) : i64 =
  loop acc = 0 for c in s do if c >= '0' && c <= '9' then acc * 10 + i64.u8 (c - '0') else acc

-- The first number of the record's first line times the sum of the
-- numbers of its last line's fields.
entry score (text: []u8) : []i64 =
  cut_at_pair "\n\n" text
  |> map (\r ->
       let rec = text[r[0]:r[1]]
       let lines = cut_at '\n' rec
       let first = rec[lines[0, 0]:lines[0, 1]]
       let last = rec[lines[length lines - 1, 0]:lines[length lines - 1, 1]]
       let fields = cut_at_pair ", " last
       in digits first * i64.sum (map (\f -> digits last[f[0]:f[1]]) fields))

-- The length of each record's longest field on its last line.
entry widest (text: []u8) : []i64 =
  map (\r ->
         let rec = text[r[0]:r[1]]
         let lines = cut_at '\n' rec
         let k = length lines - 1
         let last = rec[lines[k][0]:lines[k][1]]
         in cut_at_pair ", " last
            |> map (\f -> length (iota (f[1] - f[0])))
            |> i64.maximum)
      (cut_at_pair "\n\n" text)

-- ==
-- entry: score
-- input { "2\nx=1, y=20\n\n3\nz\nq=4, r=5, s=60" }
-- output { [42i64, 207i64] }
-- input { "7\n1" }
-- output { [7i64] }
-- input { "" }
-- output { [0i64] }

-- ==
-- entry: widest
-- input { "2\nx=1, y=20\n\n3\nz\nq=4, r=5, s=60" }
-- output { [4i64, 4i64] }
-- input { "a\n\nb" }
-- output { [1i64, 1i64] }
