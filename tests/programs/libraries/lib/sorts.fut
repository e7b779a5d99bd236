local def radix_sort_step [n] 't (xs: [n]t) (get_bit: i32 -> t -> i32) (digit_n: i32): [n]t =
  let num x = get_bit (digit_n+1) x * 2 + get_bit digit_n x
  let pairwise op (a1,b1,c1,d1) (a2,b2,c2,d2) = (a1 `op` a2, b1 `op` b2, c1 `op` c2, d1 `op` d2)
  let bins = xs |> map num
  let flags = bins |> map (\x -> (i64.bool (x == 0), i64.bool (x == 1), i64.bool (x == 2), i64.bool (x == 3)))
  let offsets = scan (pairwise (+)) (0,0,0,0) flags
  let (na,nb,nc,_nd) = last offsets
  let f bin (a,b,c,d) = (-1) + a * (i64.bool (bin == 0)) + (na + b) * (i64.bool (bin == 1))
                        + (na + nb + c) * (i64.bool (bin == 2)) + (na + nb + nc + d) * (i64.bool (bin == 3))
  let is = map2 f bins offsets
  in scatter (copy xs) is xs

def radix_sort [n] 't (num_bits: i32) (get_bit: i32 -> t -> i32) (xs: [n]t): [n]t =
  let iters = if n == 0 then 0 else (num_bits+2-1)/2
  in loop xs for i < iters do radix_sort_step xs get_bit (i*2)

def radix_sort_int [n] 't (num_bits: i32) (get_bit: i32 -> t -> i32) (xs: [n]t): [n]t =
  let get_bit' i x =
    let b = get_bit i x
    in if i == num_bits-1 then b ^ 1 else b
  in radix_sort num_bits get_bit' xs

def merge_sort [n] 't (lte: t -> t -> bool) (xs: [n]t): [n]t =
  let pow2 = loop p = 1i64 while p < n do p * 2
  in if n <= 1 then xs else
  let maxv = reduce (\a b -> if lte a b then b else a) xs[0] xs
  let ys = xs ++ replicate (pow2 - n) maxv
  let ys = loop ys for k in 0..<(i64.i32 (i64.ctz pow2)) do
    let w = 1i64 << k
    in tabulate pow2 (\i ->
         let blk = i / (2*w)
         let base = blk * 2 * w
         let j = i - base
         -- merge-path on the two runs [base, base+w) and [base+w, base+2w)
         let (lo, hi) = (i64.max 0 (j - w), i64.min j w)
         let (lo, _) = loop (lo, hi) while lo < hi do
           let mid = (lo + hi) / 2
           in if lte ys[base + mid] ys[base + w + j - mid - 1] then (mid + 1, hi) else (lo, mid)
         let a = lo
         let b = j - a
         in if b >= w || (a < w && lte ys[base + a] ys[base + w + b]) then ys[base + a] else ys[base + w + b])
  in take n ys
