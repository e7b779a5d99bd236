-- Segmented operations via flag arrays: a generic segmented scan built
-- from an ordinary scan on (flag, value) pairs, segmented reductions taken
-- from the last element of each segment, and a segmented iota/replicate
-- to build flag arrays from segment lengths.
-- ==
-- entry: main
-- input { [3i64, 0i64, 2i64, 1i64] [1i32, 2i32, 3i32, 4i32, 5i32, 6i32] }
-- output { [1i32, 3i32, 6i32, 4i32, 9i32, 6i32]
--          [6i32, 0i32, 9i32, 6i32]
--          [3i32, 3i32, 3i32, 5i32, 5i32, 6i32]
--          [0i64, 1i64, 2i64, 0i64, 1i64, 0i64] }

def segmented_scan 't [n] (op: t -> t -> t) (ne: t) (flags: [n]bool) (vs: [n]t) : [n]t =
  let pairs = scan (\(f1, v1) (f2, v2) -> (f1 || f2, if f2 then v2 else op v1 v2))
                   (false, ne) (zip flags vs)
  in map (.1) pairs

def flags_from_lengths [k] (n: i64) (lens: [k]i64) : [n]bool =
  let offs = map2 (-) (scan (+) 0 lens) lens
  let is = map2 (\o l -> if l > 0 then o else -1) offs lens
  in scatter (replicate n false) is (replicate k true)

def segmented_reduce 't [n][k] (op: t -> t -> t) (ne: t) (lens: [k]i64) (vs: [n]t) : [k]t =
  let flags = flags_from_lengths n lens
  let sc = segmented_scan op ne flags vs
  let ends = map2 (+) (map2 (-) (scan (+) 0 lens) lens) (map (\l -> l - 1) lens)
  in map2 (\l e -> if l == 0 then ne else sc[e]) lens ends

def segmented_iota [n] (flags: [n]bool) : [n]i64 =
  segmented_scan (+) 0 flags (replicate n 1) |> map (\x -> x - 1)

def segment_of [k] (lens: [k]i64) (n: i64) : [n]i64 =
  let flags = flags_from_lengths n lens
  let ks = scan (+) 0 (map (\l -> i64.bool (l > 0)) lens)
  let nonempty = map2 (\l i -> if l > 0 then i else -1) lens (iota k)
  let compact = scatter (replicate k 0) (map2 (\l j -> if l > 0 then j - 1 else -1) lens ks) nonempty
  in map (\c -> compact[c - 1]) (scan (+) 0 (map i64.bool flags))

entry main [k][n] (lens: [k]i64) (vs: [n]i32) =
  let flags = flags_from_lengths n lens
  let sums = segmented_scan (+) 0 flags vs
  let totals = segmented_reduce (+) 0 lens vs
  let last_max = segmented_reduce i32.max i32.lowest lens vs
  let per_elem = map (\s -> last_max[s]) (segment_of lens n)
  in (sums, totals, per_elem, segmented_iota flags)
