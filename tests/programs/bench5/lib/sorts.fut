-- Generic sorting: a bottom-up merge sort and a bitonic sort over any
-- element type with a comparison function, and an LSD radix sort on keys.

-- Merge sort whose step merges runs of width w, done by rank counting:
-- each element finds its place in the other run with a binary search.
def merge_sort 't [n] (lte: t -> t -> bool) (xs: [n]t) : [n]t =
  let rank_in [m] (x: t) (strict: bool) (ys: [m]t) (lo: i64) (hi: i64) : i64 =
    -- number of elements in ys[lo:hi] before x
    let (l, _) =
      loop (l, h) = (lo, hi) while l < h do
        let mid = (l + h) / 2
        let before = if strict then lte ys[mid] x && !(lte x ys[mid]) else lte ys[mid] x
        in if before then (mid + 1, h) else (l, mid)
    in l - lo
  let (xs, _) =
    loop (xs, w) = (copy xs, 1) while w < n do
      let pos i =
        let run = i / (2 * w)
        let start = run * 2 * w
        let mid = i64.min n (start + w)
        let stop = i64.min n (start + 2 * w)
        in if i < mid
           then (i - start) + rank_in xs[i] true xs mid stop + start
           else (i - mid) + rank_in xs[i] false xs start mid + start
      let is = tabulate n pos
      in (scatter (copy xs) is xs, w * 2)
  in xs

-- Bitonic sort; n must be a power of two.
def bitonic_sort 't [n] (lte: t -> t -> bool) (xs: [n]t) : [n]t =
  let log2n = i64.i32 (63 - i64.clz (i64.max 1 n))
  in loop xs = copy xs for s < log2n do
       loop xs for j_rev < s + 1 do
         let j = s - j_rev
         let d = 1i64 << j
         in tabulate n (\i ->
              let partner = i ^ d
              let up = (i & (2i64 << s)) == 0
              let a = xs[i]
              let b = xs[partner]
              let keep_min = (i < partner) == up
              in if keep_min then (if lte a b then a else b)
                 else (if lte a b then b else a))

-- Stable LSD radix sort by an unsigned key, one bit per pass.
def radix_sort_by 't [n] (bits: i32) (key: t -> u32) (xs: [n]t) : [n]t =
  loop xs for b < bits do
    let flags = map (\x -> i64.u32 ((key x >> u32.i32 b) & 1)) xs
    let zeros = map (1 -) flags
    let nz = i64.sum zeros
    let zpos = map2 (-) (scan (+) 0 zeros) zeros
    let opos = map2 (-) (scan (+) 0 flags) flags
    let is = map3 (\f z o -> if f == 0 then z else nz + o) flags zpos opos
    in scatter (copy xs) is xs
