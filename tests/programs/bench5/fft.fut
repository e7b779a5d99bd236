-- Radix-2 fast Fourier transform (iterative, Stockham-free: bit reversal
-- then log n butterfly stages, each a map), using the complex-number
-- module.  Compared with the naive O(n²) DFT, and inverted.
-- ==
-- entry: main
-- input { [1f32, 2f32, 3f32, 4f32, 0f32, 0f32, 0f32, 0f32] }
-- output { true true [10f32, 0f32, -2f32, 2f32, -2f32, 2f32, -2f32, 0f32] }

import "lib/complex"

module C = mk_complex f32
type complex = C.complex

def bit_reverse (bits: i32) (i: i64) : i64 =
  loop r = 0 for b < bits do (r << 1) | ((i >> i64.i32 b) & 1)

def fft [n] (inverse: bool) (xs: [n]complex) : [n]complex =
  let bits = 63 - i64.clz n
  let xs = tabulate n (\i -> xs[bit_reverse bits i])
  let sign = if inverse then 1f32 else -1f32
  let out =
    loop xs for s < bits do
      let half = 1i64 << i64.i32 s
      in tabulate n (\i ->
           let j = i % (2 * half)
           let base = i - j
           let k = j % half
           let angle = sign * 2 * f32.pi * f32.i64 k / f32.i64 (2 * half)
           let w = C.mk (f32.cos angle) (f32.sin angle)
           let a = xs[base + k]
           let b = xs[base + k + half]
           let wb = w C.*^ b
           in if j < half then a C.+^ wb else a C.+^ C.mk (-(C.re wb)) (-(C.im wb)))
  in if inverse then map (\(a, b) -> (a / f32.i64 n, b / f32.i64 n)) out else out

def dft [n] (xs: [n]complex) : [n]complex =
  tabulate n (\k ->
    reduce (C.+^) (C.mk 0 0)
      (map2 (\t x -> let a = -2 * f32.pi * f32.i64 (t * k % n) / f32.i64 n
                     in C.mk (f32.cos a) (f32.sin a) C.*^ x)
            (iota n) xs))

def close [n] (a: [n]complex) (b: [n]complex) =
  and (map2 (\x y -> C.mag_sq (x C.+^ C.mk (-(C.re y)) (-(C.im y))) < 1e-6) a b)

entry main [n] (re: [n]f32) =
  let xs = map (\r -> C.mk r 0) re
  let f = fft false xs
  let back = fft true f
  in (close f (dft xs), close back xs, map (\c -> f32.round (C.re c) + 0) f)
