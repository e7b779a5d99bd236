-- reduce_by_index into 8 bins (a max per bin, of the values) beside the
-- row's minimum and maximum (two tree reductions) and its length.
-- ==
-- input { [[3,9,11,2],[16,8,0,24]] }
-- output { [[-1,9,2,11,-1,-1,-1,-1],[24,-1,-1,-1,-1,-1,-1,-1]] [2,0] [11,24] }
-- input { [[-5,13]] }
-- output { [[-1,-1,-1,-1,-1,13,-1,-1]] [-5] [13] }
-- random input { [9][129]i32 } auto output
-- compiled random input { [4][3001]i32 } auto output
-- compiled random input { [2049][2]i32 } auto output

def main [n][m] (xss: [n][m]i32) =
  let f (xs: [m]i32) =
    let bins = map (\x -> if x < 0 then -1 else i64.i32 (x % 8)) xs
    let hs = reduce_by_index (replicate 8 (-1)) i32.max (-1) bins xs
    in (hs, i32.minimum xs, i32.maximum xs)
  in unzip3 (map f xss)
