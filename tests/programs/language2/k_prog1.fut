-- Everyday kernel program 1 (types, SOAC combinations, loops in maps).
-- ==
-- input { [1i8, -2i8, 3i8] [1u16, 2u16, 65535u16] [true, false, true] [1.5f64, 2.5f64, -1f64] }
-- output { [2i8, -4i8, 6i8] [2u16, 4u16, 65534u16] [false, true, false] [2.25f64, 6.25f64, 1f64] 2i8 65538u32 2i64 3f64 }
entry main (a: []i8) (b: []u16) (c: []bool) (d: []f64) =
  ( map (* 2) a, map (* 2) b, map not c, map (\x -> x * x) d
  , reduce (+) 0 a, reduce (+) 0 (map u32.u16 b), i64.sum (map i64.bool c), f64.sum d )
