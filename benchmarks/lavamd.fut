-- | LavaMD (PLDI'17, Rodinia's lavaMD): particles in a 3-D grid of boxes,
-- `par` particles per box; every particle sums the potential and the
-- force of the particles of its own box and of the (up to 26) neighbouring
-- boxes, with Rodinia's exponential pair potential.  `neigh` lists each
-- box's own index and its neighbours' (-1: none).  Measured: the force
-- computation; the result is the potential and force of every particle.
-- bench: bytes 4*(9*d0_0*d0_1+27*d0_0) flops 25*27*d0_0*d0_1*d0_1
-- ==
-- input @ data/lavamd-small.in output @ data/lavamd-small.out
-- large input @ data/lavamd-10.in output @ data/lavamd-10.out

-- The natural formulation is a map over boxes of a map over their
-- particles; it is written over one flat index space (box * par +
-- particle) so that the kernel's body returns scalars only.
def main [nb][par][nn] (rv: [nb][par]f32) (rx: [nb][par]f32) (ry: [nb][par]f32)
                       (rz: [nb][par]f32) (qv: [nb][par]f32) (neigh: [nb][nn]i32)
    : ([nb][par]f32, [nb][par]f32, [nb][par]f32, [nb][par]f32) =
  let alpha = 0.5f32
  let a2 = 2 * alpha * alpha
  let f = map (\g ->
      let b = g / par
      let i = g % par
      let (av, ax, ay, az) = (rv[b, i], rx[b, i], ry[b, i], rz[b, i])
      in loop (fv, fx, fy, fz) = (0f32, 0f32, 0f32, 0f32) for k < nn do
           let o = i64.i32 neigh[b, k]
           in if o < 0 then (fv, fx, fy, fz)
              else loop (fv, fx, fy, fz) for j < par do
                     let r2 = av + rv[o, j] - (ax * rx[o, j] + ay * ry[o, j] + az * rz[o, j])
                     let vij = f32.exp (-(a2 * r2))
                     let fs = 2 * vij
                     let q = qv[o, j]
                     in (fv + q * vij,
                         fx + q * fs * (ax - rx[o, j]),
                         fy + q * fs * (ay - ry[o, j]),
                         fz + q * fs * (az - rz[o, j])))
    (iota (nb * par))
  let (fv, fx, fy, fz) = unzip4 f
  let fv = fv :> [nb * par]f32
  let fx = fx :> [nb * par]f32
  let fy = fy :> [nb * par]f32
  let fz = fz :> [nb * par]f32
  in (unflatten fv, unflatten fx, unflatten fy, unflatten fz)
