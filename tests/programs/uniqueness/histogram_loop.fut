-- K-means-style cluster sizes (PLDI'17 figure 4a): a loop of in-place
-- increments `let counts[c] = counts[c] + 1` over a fresh array.
-- ==
-- input { 3i64 [0i64, 2i64, 2i64, 1i64, 2i64, 0i64] } output { [2i32, 1i32, 3i32] }
-- input { 2i64 empty([0]i64) } output { [0i32, 0i32] }
entry main (k: i64) (membership: []i64) =
  loop counts = replicate k 0i32 for i < length membership do
    let c = membership[i]
    let counts[c] = counts[c] + 1
    in counts
