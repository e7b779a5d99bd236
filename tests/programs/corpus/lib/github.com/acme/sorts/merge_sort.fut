-- | Bitonic-free merge sort and a radix sort, as polymorphic functions
-- taking the comparison (the style of sorting packages).  No test block.

local def log2 (n: i64): i64 =
  let r = 0
  let (r, _) = loop (r, n) while 1 < n do
                 let n = n / 2
                 let r = r + 1
                 in (r, n)
  in r

local def merge [n] [m] 't ((<=): t -> t -> bool) (xs: [n]t) (ys: [m]t): *[n + m]t =
  let out = replicate (n + m) (if n > 0 then xs[0] else ys[0])
  let (out, _, _) =
    loop (out, i, j) = (out, 0, 0) for k < n + m do
      if j >= m || (i < n && xs[i] <= ys[j])
      then (out with [k] = xs[i], i + 1, j)
      else (out with [k] = ys[j], i, j + 1)
  in out

-- | Sort an array by a less-or-equal relation.  Stable.
def merge_sort [n] 't ((<=): t -> t -> bool) (xs: [n]t): [n]t =
  if n < 2 then xs
  else
    let w = 1i64
    let (xs, _) =
      loop (xs: [n]t, w) while w < n do
        let merged =
          tabulate ((n + 2 * w - 1) / (2 * w)) (\c ->
            let lo = c * 2 * w
            let mid = i64.min n (lo + w)
            let hi = i64.min n (lo + 2 * w)
            in (lo, mid, hi))
        let xs' =
          loop acc = copy xs for (lo, mid, hi) in merged do
            let left = acc[lo:mid]
            let right = acc[mid:hi]
            let m = merge (<=) left right
            in acc with [lo:hi] = (m :> [hi - lo]t)
        in (xs', w * 2)
    in xs

-- | Sort by a key.
def merge_sort_by_key [n] 't 'k (key: t -> k) ((<=): k -> k -> bool) (xs: [n]t): [n]t =
  zip (map key xs) xs
  |> merge_sort (\(a, _) (b, _) -> a <= b)
  |> map (.1)

local def radix_sort_step [n] 't (xs: [n]t) (get_bit: i32 -> t -> i32) (digit_n: i32): [n]t =
  let num x = get_bit digit_n x
  let pairwise op (a1, b1) (a2, b2) = (a1 `op` a2, b1 `op` b2)
  let bins = xs |> map num
  let flags = bins |> map (\x -> if x == 0 then (1, 0) else (0, 1))
  let offsets = scan (pairwise (+)) (0, 0) flags
  let (na, _) = if n == 0 then (0, 0) else last offsets
  let f bin (a, b) = match bin
                     case 0 -> a - 1
                     case _ -> na + b - 1
  let is = map2 f bins offsets
  in scatter (copy xs) (map i64.i32 is) xs

-- | Radix sort on `num_bits` bits, least significant first.
def radix_sort [n] 't (num_bits: i32) (get_bit: i32 -> t -> i32) (xs: [n]t): [n]t =
  let iters = if n == 0 then 0 else num_bits
  in loop xs for i < iters do radix_sort_step xs get_bit i

def radix_sort_int [n] 't (num_bits: i32) (get_bit: i32 -> t -> i32) (xs: [n]t): [n]t =
  let get_bit' i x =
    -- Flip the sign bit of the most significant digit.
    let b = get_bit i x
    in if i == num_bits - 1 then b ^ 1 else b
  in radix_sort num_bits get_bit' xs

local def _unused = log2 8
