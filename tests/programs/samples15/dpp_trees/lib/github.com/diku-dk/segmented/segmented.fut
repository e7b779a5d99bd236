def segmented_scan [n] 't (op: t -> t -> t) (ne: t)
                          (flags: [n]bool) (as: [n]t): [n]t =
  (unzip (scan (\(x_flag,x) (y_flag,y) ->
                (x_flag || y_flag,
                 if y_flag then y else x `op` y))
          (false, ne)
          (zip flags as))).1

def segmented_reduce [n] 't (op: t -> t -> t) (ne: t)
                            (flags: [n]bool) (as: [n]t) =
  let as' = segmented_scan op ne flags as
  let segment_ends = rotate 1 flags
  let segment_end_offsets = segment_ends |> map i64.bool |> scan (+) 0
  let num_segments = if n > 0 then last segment_end_offsets else 0
  let scratch = replicate num_segments ne
  let index i f = if f then i-1 else -1
  in scatter scratch (map2 index segment_end_offsets segment_ends) as'

def replicated_iota [n] (reps:[n]i64) : []i64 =
  let offsets = scan (+) 0 reps
  in hist (+) 0 (i64.sum reps) offsets (replicate n 1)
  |> scan (+) 0 

def segmented_iota [n] (flags:[n]bool) : [n]i64 =
  let iotas = segmented_scan (+) 0 flags (replicate n 1)
  in map (\x -> x-1) iotas

def repl_segm_iota [n] (reps:[n]i64) : ([]i64, []i64) =
    if n == 0 then ([], []) else
    let offsets = scan (+) 0 reps
    let start_idx = map2 (-) offsets reps
    let sz = last offsets
    let repl = hist (+) 0 sz offsets (replicate n 1)
            |> scan (+) 0
    let segm = tabulate sz (\i -> i - start_idx[repl[i]])
    in (repl, segm)

def expand 'a 'b (sz: a -> i64) (get: a -> i64 -> b) (arr:[]a) : []b =
  let szs = map sz arr
  let (idxs, iotas) = repl_segm_iota szs
  in map2 (\i j -> get arr[i] j) idxs iotas

def expand_reduce 'a 'b (sz: a -> i64) (get: a -> i64 -> b)
                        (op: b -> b -> b) (ne:b) (arr:[]a) : []b =
  let szs = map sz arr
  let idxs = replicated_iota szs
  let flags = map2 (!=) idxs (rotate (-1) idxs)
  let iotas = segmented_iota flags
  let vs = map2 (\i j -> get arr[i] j) idxs iotas
  in segmented_reduce op ne flags vs

def expand_outer_reduce 'a 'b [n] (sz: a -> i64) (get: a -> i64 -> b)
                                  (op: b -> b -> b) (ne: b)
                                  (arr: [n]a) : [n]b =
  let sz' x = let s = sz x
              in if s == 0 then 1 else s
  let get' x i = if sz x == 0 then ne else get x i
  in expand_reduce sz' get' op ne arr :> [n]b
