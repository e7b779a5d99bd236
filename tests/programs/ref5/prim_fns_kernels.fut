-- The functions of the numeric modules applied elementwise inside map
-- (device code on OpenCL).
-- ==
-- entry: ints
-- input { [1, -1, 8, 0] }
-- output { [1, 32, 1, 0] [31, 0, 28, 32] [0, 0, 3, 32] [0, -1, 0, 0] [1, 1, 8, 0] }
-- entry: unsigned
-- input { [2147483648u32, 3u32] }
-- output { [1u32, 0u32] [2u32, 1u32] [0, 30] [1073741824u32, 1u32] }
-- entry: i8s
-- input { [100i8, -128i8, 1i8] }
-- output { [39i8, 64i8, 0i8] [4, 2, 2] [2, 7, 0] }
-- entry: floats
-- input { [2.5, -1.5, 0.0] }
-- output { [2.0, -2.0, 0.0] [-2.5, -1.5, -0.0] [1.329340388179137, 0.0, 0.0] [2.5, 1.5, 0.0] [0.999593047982555, -0.9661051464753108, 0.0] [20.0, -12.0, 0.0] }
-- entry: f32s
-- input { [4f32, 27f32] }
-- output { [2f32, 5.196152f32] [1.587401f32, 3f32] [5f32, 27.166155f32] [0.5f32, 0.19245009f32] [1082130432u32, 1104674816u32] }
-- entry: convs
-- input { [-1.7, 300.5] [1.7, 200.9] }
-- output { [-1, 300] [1u8, 200u8] [true, true] }

entry ints (xs: []i32) =
  (map i32.popc xs, map i32.clz xs, map i32.ctz xs, map (i32.mul_hi 7) xs, map i32.abs xs)
entry unsigned (xs: []u32) =
  (map (u32.mul_hi 2) xs, map (\x -> u32.mad_hi x 2 1) xs, map u32.clz xs, map (\x -> x >> 1) xs)
entry i8s (xs: []i8) = (map (\x -> i8.mul_hi x x) xs, map i8.popc (map (+ 2) xs), map i8.ctz xs)
entry floats (xs: []f64) =
  (map f64.round xs, map (\x -> f64.copysign x (-1)) xs, map (\x -> if x > 0 then f64.gamma x else 0) xs,
   map f64.abs xs, map f64.erf xs, map (\x -> f64.ldexp x 3) xs)
entry f32s (xs: []f32) =
  (map f32.sqrt xs, map f32.cbrt xs, map (f32.hypot 3) xs, map f32.rsqrt xs, map f32.to_bits xs)
entry convs (xs: []f64) (ys: []f64) = (map i32.f64 xs, map u8.f64 ys, map bool.f64 xs)
