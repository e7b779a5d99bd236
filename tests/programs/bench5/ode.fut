-- Numerical integration of many independent ODE systems (one per
-- thread), as in simulation benchmarks: a damped oscillator with RK4
-- steps in a `while` loop with adaptive step halving on the error.
-- ==
-- entry: main
-- input { [1f32, 2f32, 0.5f32] [0f32, 0f32, 1f32] 0.1f32 10f32 }
-- output { [true, true, true] [true, true, true] }
-- ==
-- entry: decay
-- input { 1f32 0.01f32 } output { 0.3679f32 }

type state = {pos: f32, vel: f32}

def deriv (k: f32) (c: f32) (s: state) : state =
  {pos = s.vel, vel = -k * s.pos - c * s.vel}

def axpy (a: f32) (x: state) (y: state) : state =
  {pos = a * x.pos + y.pos, vel = a * x.vel + y.vel}

def rk4 (f: state -> state) (h: f32) (s: state) : state =
  let k1 = f s
  let k2 = f (axpy (h / 2) k1 s)
  let k3 = f (axpy (h / 2) k2 s)
  let k4 = f (axpy h k3 s)
  in {pos = s.pos + h / 6 * (k1.pos + 2 * k2.pos + 2 * k3.pos + k4.pos),
      vel = s.vel + h / 6 * (k1.vel + 2 * k2.vel + 2 * k3.vel + k4.vel)}

def energy (k: f32) (s: state) = 0.5 * s.vel * s.vel + 0.5 * k * s.pos * s.pos

def integrate (f: state -> state) (h0: f32) (t_end: f32) (s0: state) : state =
  let (_, s, _) =
    loop (t, s, h) = (0f32, s0, h0) while t < t_end do
      let h = f32.min h (t_end - t)
      let full = rk4 f h s
      let half = rk4 f (h / 2) (rk4 f (h / 2) s)
      let err = f32.abs (full.pos - half.pos) + f32.abs (full.vel - half.vel)
      in if err > 1e-4 && h > 1e-3 then (t, s, h / 2) else (t + h, half, h)
  in s

entry main [n] (pos: [n]f32) (vel: [n]f32) (h: f32) (t_end: f32) =
  let k = 4f32
  let starts = map2 (\p v -> {pos = p, vel = v}) pos vel
  -- undamped: energy is kept; damped: it falls
  let free = map (integrate (deriv k 0) h t_end) starts
  let damped = map (integrate (deriv k 0.5) h t_end) starts
  let kept = map2 (\a b -> f32.abs (energy k a - energy k b) < 1e-2 * energy k a) starts free
  let lost = map2 (\a b -> energy k b < energy k a) starts damped
  in (kept, lost)

-- y' = -y from 1 to t = 1 with forward Euler steps... in RK4 form
entry decay (y0: f32) (h: f32) =
  let f (s: state) : state = {pos = -s.pos, vel = 0}
  let steps = i32.f32 (f32.round (1 / h))
  let s = loop s = {pos = y0, vel = 0} for _i < steps do rk4 f h s
  in f32.round (s.pos * 10000) / 10000
