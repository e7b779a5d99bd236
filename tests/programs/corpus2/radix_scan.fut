-- A radix sort of u32 keys, two bits at a time, with a scan-based stable
-- partition per digit (counts by histogram, offsets by exclusive scan),
-- checked against a sortedness test; and a permutation gathered back.
-- ==
-- input { [170u32, 45u32, 75u32, 90u32, 2u32, 24u32, 802u32, 66u32] }
-- output { [2u32, 24u32, 45u32, 66u32, 75u32, 90u32, 170u32, 802u32] true }
-- compiled random input { [1000]u32 } auto output

def step [n] (bit: i32) (xs: [n]u32) : [n]u32 =
  let digit x = i64.u32 ((x >> u32.i32 bit) & 3)
  let ds = map digit xs
  let counts = hist (+) 0 4 ds (replicate n 1i64)
  let starts = scan (+) 0 counts |> map2 (\c s -> s - c) counts
  -- The rank of each element among those with its digit, before it.
  let ranks = map (\d -> scan (+) 0 (map (\e -> if e == d then 1i64 else 0) ds)) (iota 4)
  let dest = map2 (\i d -> starts[d] + ranks[d, i] - 1) (iota n) ds
  in scatter (replicate n 0) dest xs

def sorted [n] (xs: [n]u32) : bool =
  all (\i -> i == 0 || xs[i - 1] <= xs[i]) (iota n)

entry main (xs: []u32) =
  let ys = loop xs for i < 16 do step (i * 2) xs
  in (ys, sorted ys)
