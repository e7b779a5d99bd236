-- Property-based tests whose generators take the size and the seed as
-- integer types other than the reference's `(size: i64) (seed: u64)`:
-- generators written for the earlier design of property testing (the
-- Futhark blog's `gen_i32_array (size: i64) (seed: i32)`) are given the
-- seed truncated to the parameter's type.  Spellings: an i32 seed, a u32
-- seed with an i32 size, a u8 seed, and the reference's own types.

def hash32 (x: u32) : u32 =
  let x = ((x >> 16) ^ x) * 0x45d9f3b
  let x = ((x >> 16) ^ x) * 0x45d9f3b
  in (x >> 16) ^ x

entry gen_i32_seed (size: i64) (seed: i32) : []i32 =
  tabulate size (\i -> i32.u32 (hash32 (u32.i32 seed ^ u32.i64 i)) % 5)

entry gen_u32_seed (size: i32) (seed: u32) : []i64 =
  tabulate (i64.i32 size) (\i -> i64.u32 (hash32 (seed + u32.i64 i) % 100))

entry gen_u8_seed (size: i64) (seed: u8) : ([]u8, u8) =
  (replicate size seed, seed)

entry gen_reference (size: i64) (seed: u64) : []u64 =
  map (\i -> seed ^ u64.i64 i) (iota size)

-- The sum of a scan's last element is the reduction.
#[prop(gen(gen_i32_seed))]
entry scan_last_is_sum (xs: []i32) : bool =
  let n = length xs
  in n == 0 || (scan (+) 0 xs)[n - 1] == i32.sum xs

-- Sorting by counting: the histogram's total is the length.
#[prop(gen(gen_u32_seed), size(50))]
entry hist_total (xs: []i64) : bool =
  i64.sum (hist (+) 0 100 xs (replicate (length xs) 1)) == length xs

-- Every element is the seed.
#[prop(gen(gen_u8_seed))]
entry all_seed (xs: []u8, s: u8) : bool =
  all (== s) xs

#[prop(gen(gen_reference), size(8))]
entry xor_back (xs: []u64) : bool =
  length xs == 8 && all (\i -> (xs[i] ^ u64.i64 i) == (xs[0])) (indices xs)

-- ==
-- property: scan_last_is_sum hist_total all_seed xor_back

-- A plain case beside them: the generator itself, at a fixed seed.
-- ==
-- entry: gen_u8_seed
-- input { 3i64 7u8 } output { [7u8, 7u8, 7u8] 7u8 }
