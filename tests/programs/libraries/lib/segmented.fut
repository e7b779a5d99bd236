def segmented_scan [n] 't (op: t -> t -> t) (ne: t) (flags: [n]bool) (as: [n]t): *[n]t =
  (unzip (scan (\(x_flag, x) (y_flag, y) -> (x_flag || y_flag, if y_flag then y else x `op` y))
               (false, ne) (zip flags as))).1

def segmented_reduce [n] 't (op: t -> t -> t) (ne: t) (flags: [n]bool) (as: [n]t) =
  let as' = segmented_scan op ne flags as
  let segment_ends = rotate 1 flags
  let segment_end_offsets = segment_ends |> map i64.bool |> scan (+) 0
  let num_segments = if n > 0 then last segment_end_offsets else 0
  let scratch = replicate num_segments ne
  let index i f = if f then i-1 else -1
  in scatter scratch (map2 index segment_end_offsets segment_ends) as'

def replicated_iota [n] (reps: [n]i64): []i64 =
  let s1 = scan (+) 0 reps
  let s2 = map2 (\i x -> if i == 0 then 0 else x) (iota n) (rotate (-1) s1)
  let tmp = reduce_by_index (replicate (reduce (+) 0 reps) 0) i64.max 0 s2 (iota n)
  let flags = map (> 0) tmp
  in segmented_scan (+) 0 flags tmp

def segmented_iota [n] (flags: [n]bool): [n]i64 =
  let iotas = segmented_scan (+) 0 flags (replicate n 1)
  in map (\x -> x - 1) iotas

def expand 'a 'b (sz: a -> i64) (get: a -> i64 -> b) (arr: []a): []b =
  let szs = map sz arr
  let idxs = replicated_iota szs
  let iotas = segmented_iota (map2 (!=) idxs (rotate (-1) idxs))
  in map2 (\i j -> get arr[i] j) idxs iotas
