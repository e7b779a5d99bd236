-- | Molecular dynamics (ICFP'15, section 7; SHOC's MD): the Lennard-Jones
-- force on each of n particles from its m nearest neighbours (indices),
-- within a cut-off radius.  Positions come as three arrays.
-- bench: bytes 4*(3*d0_0+d3_0*d3_1+3*d0_0) flops 20*d3_0*d3_1
-- ==
-- input @ data/md-small.in output @ data/md-small.out
-- large input @ data/md-12K.in output @ data/md-12K.out
-- large input @ data/md-64K.in output @ data/md-64K.out

def main [n][m] (xs: [n]f32) (ys: [n]f32) (zs: [n]f32) (neigh: [n][m]i32)
    : ([n]f32, [n]f32, [n]f32) =
  let cutsq = 16f32
  let lj1 = 1.5f32
  let lj2 = 2f32
  let forces = map4 (\xi yi zi ns ->
      loop (fx, fy, fz) = (0f32, 0f32, 0f32) for j in ns do
        let dx = xi - xs[j]
        let dy = yi - ys[j]
        let dz = zi - zs[j]
        let r2 = dx * dx + dy * dy + dz * dz
        in if r2 < cutsq && r2 > 0 then
             let r2inv = 1 / r2
             let r6inv = r2inv * r2inv * r2inv
             let f = r2inv * r6inv * (lj1 * r6inv - lj2)
             in (fx + dx * f, fy + dy * f, fz + dz * f)
           else (fx, fy, fz))
      xs ys zs neigh
  in unzip3 forces
