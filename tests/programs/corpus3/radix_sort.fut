-- A radix sort by one bit at a time, with partition and with scatter.
-- ==
-- input { [5u32, 3u32, 9u32, 1u32, 0u32, 7u32, 3u32] }
-- output { [0u32, 1u32, 3u32, 3u32, 5u32, 7u32, 9u32] [0u32, 1u32, 3u32, 3u32, 5u32, 7u32, 9u32] }

def bit (b: i32) (x: u32) : bool = (x >> u32.i32 b) & 1 == 1

def sort_partition [n] (xs: [n]u32) : [n]u32 =
  loop xs for b < 32 do
    let (zeros, ones) = partition (\x -> !(bit b x)) xs
    in zeros ++ ones :> [n]u32

def sort_scatter [n] (xs: [n]u32) : [n]u32 =
  loop xs = copy xs for b < 32 do
    let flags = map (\x -> if bit b x then 0i64 else 1i64) xs
    let zeros_before = exscan (+) 0 flags
    let nzeros = i64.sum flags
    let ones_before = exscan (+) 0 (map (1 -) flags)
    let idx = map3 (\f z o -> if f == 1 then z else nzeros + o) flags zeros_before ones_before
    in scatter (replicate n 0) idx xs

entry main (xs: []u32) = (sort_partition xs, sort_scatter xs)
