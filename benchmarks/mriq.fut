-- | MRI-Q (CGO'17, Parboil): Q at each of the x points from K samples.
-- bench: bytes 4*(5*d0_0+5*d4_0) flops 10*d0_0*d4_0
-- ==
-- input @ data/mriq-small.in output @ data/mriq-small.out
-- large input @ data/mriq-large.in output @ data/mriq-large.out

def main [k][x] (kx: [k]f32) (ky: [k]f32) (kz: [k]f32) (phi: [k]f32)
                (px: [x]f32) (py: [x]f32) (pz: [x]f32): ([x]f32, [x]f32) =
  unzip (map3 (\a b c ->
                 loop (qr, qi) = (0f32, 0f32) for j < k do
                   let arg = 2 * f32.pi * (kx[j] * a + ky[j] * b + kz[j] * c)
                   in (qr + phi[j] * f32.cos arg, qi + phi[j] * f32.sin arg))
              px py pz)
