-- Bit manipulation on i64/i32/u32: popc, clz, ctz, get_bit/set_bit,
-- shifts (arithmetic and logical), rotations built from shifts, and
-- f32.to_bits/from_bits round trips.
-- ==
-- input { [1i64, 6i64, -1i64, 1024i64] }
-- output { [1i32, 2i32, 64i32, 1i32] [63i32, 61i32, 0i32, 53i32] [0i32, 1i32, 0i32, 10i32] [0i32, 1i32, 1i32, 0i32] [3i64, 6i64, -1i64, 1026i64] [0i64, 3i64, -1i64, 512i64] [0i64, 3i64, 9223372036854775807i64, 512i64] 1065353216u32 true 2147483648u32 2147483649u32 }

def rotl32 (x: u32) (k: u32) : u32 = (x << k) | (x >> (32 - k))

entry main (xs: []i64) =
  let pc = map i64.popc xs
  let lz = map i64.clz xs
  let tz = map i64.ctz xs
  let b1 = map (i64.get_bit 1) xs
  let s1 = map (\x -> i64.set_bit 1 x 1) xs
  let sh = map (>> 1) xs
  let lsh = map (>>> 1) xs
  let one = f32.to_bits 1f32
  let back = f32.from_bits one == 1f32
  let neg0 = f32.to_bits (-0f32)
  in (pc, lz, tz, b1, s1, sh, lsh, one, back, neg0, rotl32 0xC0000000u32 1)
