-- Arrays inside a map whose sizes each thread computes from values it
-- reads out of arrays it built itself (filtered positions, pairs of
-- bounds, slices of slices).  fe18: the OpenCL backend bounds them by the
-- arrays they slice or the loops that count them, or computes them with a
-- size kernel of the size kernel (backend/thread_sizes.h).

def cut [n] (sep: u8) (s: [n]u8) : [][2]i64 =
  let at = filter (\i -> s[i] == sep) (iota n)
  let b = [-1] ++ at ++ [n]
  in map2 (\a b -> [a + 1, b]) (init b) (tail b)

-- A size read from a filtered array (not a slice's count).
-- ==
-- entry: first_positive
-- input { [[0i64, 3, 5], [2, 0, 0], [0, 0, 0]] }
-- output { [3i64, 1i64, 0i64] }
-- input { empty([0][4]i64) }
-- output { empty([0]i64) }
entry first_positive (xss: [][]i64) : []i64 =
  map (\row -> let cs = filter (> 0) row
               let k = if length cs > 0 then cs[0] else 0
               in i64.sum (iota k)) xss

-- A filter of a filter of a slice: the inner count is bounded by the
-- outer one.
-- ==
-- entry: filter_twice
-- input { [1i64, -2, 3, 4, 0, 5, -1] [[0i64, 4], [2, 7], [4, 4]] }
-- output { [17i64, 27i64, 0i64] }
entry filter_twice (xs: []i64) (segs: [][2]i64) : []i64 =
  map (\s -> let seg = xs[s[0]:s[1]]
             let pos = filter (> 0) seg
             let big = filter (> 2) pos
             in i64.sum (map (* 2) big) + length pos) segs

-- A slice of a slice of a slice, its bounds in a pair the thread builds.
-- ==
-- entry: pair_bounds
-- input { "a bcd e" [[0i64, 7], [1i64, 6], [0i64, 2]] }
-- output { [201i64, 201i64, 0i64] }
entry pair_bounds (xs: []u8) (segs: [][2]i64) : []i64 =
  map (\s -> let a = xs[s[0]:s[1]]
             let cuts = filter (\i -> a[i] == ' ') (indices a)
             let pair = if length cuts >= 2 then [cuts[0] + 1, cuts[1]] else [0, 0]
             let b = a[pair[0]:pair[1]]
             let c = b[i64.min 1 (length b):]
             in i64.sum (map i64.u8 (reverse c)) + length (iota (length c))) segs

-- The same in a sequential loop over the fields of each row: each
-- field's length comes from the cut positions read in the loop.
-- ==
-- entry: loop_fields
-- input { "12,3;45,,6" }
-- output { [[2i64, 1i64, 0i64], [2i64, 0i64, 1i64]] }
entry loop_fields (text: []u8) : [][3]i64 =
  let rows = [[0i64, 4], [5, 10]]
  in map (\r ->
            let row = text[r[0]:r[1]]
            let at = filter (\i -> row[i] == ',') (indices row)
            let ends = at ++ [length row]
            in loop out = replicate 3 0i64 for f < i64.min 3 (length ends) do
                 let start = if f == 0 then 0 else ends[f - 1] + 1
                 let field = row[start:ends[f]]
                 in out with [f] = length (filter (\c -> c >= '0') field))
         rows

-- A pair read past its slice fails as in the interpreter.
-- ==
-- entry: bad_pair
-- input { [0i64, 2, 1, 1, 2, 9] [[0i64, 3], [3, 6]] }
-- output { [2i64, 2i64] }
-- input { [0i64, 9, 1, 5, 6, 7] [[0i64, 3], [3, 6]] }
-- error: Index \[0:9\] out of bounds for array of shape \[3\]
entry bad_pair (xs: []i64) (segs: [][2]i64) : []i64 =
  map (\s -> let a = xs[s[0]:s[1]]
             let ps = filter (>= 0) a
             let b = a[ps[0]:ps[1]]
             in i64.sum (scan (+) 0 b)) segs

-- Three levels: a record's line, the line's field, the field's digits.
-- ==
-- entry: deep
-- input { "1,a2b34;x,y" [[0i64, 11]] }
-- output { [11i64] }
entry deep (text: []u8) (segs: [][2]i64) : []i64 =
  map (\s -> let rec = text[s[0]:s[1]]
             let ls = cut ';' rec
             let line = rec[ls[0, 0]:ls[0, 1]]
             let fs = cut ',' line
             let field = line[fs[1, 0]:fs[1, 1]]
             let ds = filter (\c -> c >= '0' && c <= '9') field
             in i64.sum (map2 (\i d -> i * i64.u8 (d - '0')) (indices ds) ds)) segs

-- The count of a filter of a filter of a filter sizes another array.
-- ==
-- entry: counts
-- input { [[1i64, 2, 3, 4], [0, 0, 5, 1]] }
-- output { [5i64, 1i64] }
entry counts (xss: [][]i64) : []i64 =
  map (\row -> let a = filter (> 0) row
               let b = filter (> 1) a
               let c = filter (> 2) b
               in length c + i64.sum (iota (length b))) xss

-- Values read from arrays sized by values read from arrays (a size
-- kernel of a size kernel of a size kernel).
-- ==
-- entry: values_deep
-- input { [[0i64, 3, 5], [2, 0, 0], [0, 0, 0]] }
-- output { [6i64, 1i64, 0i64] }
entry values_deep (xss: [][]i64) : []i64 =
  map (\row -> let a = filter (> 0) row
               let k = if length a > 0 then a[0] else 0
               let b = map (* 2) (iota k)
               let j = if k > 0 then b[k - 1] else 0
               let c = iota j
               let m = if j > 0 then c[j - 1] else 0
               in i64.sum (map (+ 1) (iota m))) xss
