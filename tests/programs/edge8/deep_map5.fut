-- Five nested maps with a reduction, a scan and a loop at the innermost
-- level, over sizes that look irregular (1, 3, 2, 4, 2) but are regular.
-- ==
-- entry: five
-- input { 1i64 3i64 2i64 4i64 2i64 } output { 24i64 168 }
-- input { 2i64 1i64 1i64 1i64 3i64 } output { 2i64 9 }
-- input { 2i64 1i64 0i64 1i64 3i64 } output { 0i64 0 }

entry five (a: i64) (b: i64) (c: i64) (d: i64) (e: i64) =
  let r =
    map (\i ->
      map (\j ->
        map (\k ->
          map (\l ->
            let xs = map (\m -> i32.i64 (i + j + k + l + m)) (iota e)
            let s = reduce (+) 0 xs
            let t = scan (+) 0 xs
            in loop acc = s for x in t do acc + x - x)
          (iota d))
        (iota c))
      (iota b))
    (iota a)
  in (length (flatten_4d r), i32.sum (flatten_4d r))
