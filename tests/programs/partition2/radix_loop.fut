-- One-bit LSD radix sorts whose passes are `partition`s with both parts
-- concatenated: on GPU profiles the count of each pass stays on the
-- device (the rejected part is appended after it by a kernel), so the
-- loop runs without reading it back.  Sizes around the scan kernel's tile
-- (2048 elements on GPU profiles), empty and one-element inputs.
-- ==
-- entry: sort_u32
-- input { empty([0]u32) } output { empty([0]u32) }
-- input { [7u32] } output { [7u32] }
-- input { [3u32, 1u32, 2u32, 1u32, 0u32] } output { [0u32, 1u32, 1u32, 2u32, 3u32] }
-- random input { [2047]u32 } auto output
-- random input { [2048]u32 } auto output
-- random input { [2049]u32 } auto output
-- random input { [10007]u32 } auto output
-- entry: sort_i32
-- input { [3i32, -1i32, 2i32, -7i32, 0i32] } output { [-7i32, -1i32, 0i32, 2i32, 3i32] }
-- random input { [4097]i32 } auto output
-- entry: sort_u64
-- input { [5u64, 18446744073709551615u64, 0u64, 4294967296u64] } output { [0u64, 5u64, 4294967296u64, 18446744073709551615u64] }
-- random input { [3001]u64 } auto output
-- entry: sort_u8
-- input { [200u8, 3u8, 255u8, 0u8, 3u8] } output { [0u8, 3u8, 3u8, 200u8, 255u8] }
-- random input { [5000]u8 } auto output

entry sort_u32 [n] (xs: [n]u32) : [n]u32 =
  loop xs for i < 32 do
    let (zeros, ones) = partition (\x -> (x >> u32.i32 i) & 1 == 0) xs
    in zeros ++ ones :> [n]u32

-- Signed keys: the sign bit flipped.
entry sort_i32 [n] (xs: [n]i32) : [n]i32 =
  loop xs for i < 32 do
    let bit x = ((u32.i32 x ^ 0x8000_0000) >> u32.i32 i) & 1
    let (zeros, ones) = partition (\x -> bit x == 0) xs
    in zeros ++ ones :> [n]i32

-- 8-byte elements: the copy moves two words a row.
entry sort_u64 [n] (xs: [n]u64) : [n]u64 =
  loop xs for i < 64 do
    let (zeros, ones) = partition (\x -> (x >> u64.i32 i) & 1 == 0) xs
    in zeros ++ ones :> [n]u64

-- 1-byte elements: the copy moves bytes.
entry sort_u8 [n] (xs: [n]u8) : [n]u8 =
  loop xs for i < 8 do
    let (zeros, ones) = partition (\x -> (x >> u8.i32 i) & 1 == 0) xs
    in zeros ++ ones :> [n]u8
