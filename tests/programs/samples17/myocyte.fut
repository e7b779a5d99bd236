-- Many instances of a stiff-ish cell model integrated in parallel, each
-- with its own adaptive step size (Rodinia's myocyte does this for a
-- cardiac cell; here the Hodgkin-Huxley neuron): RK4 with step doubling
-- for the error estimate, in a `loop ... while` per instance.  The ODE
-- system is a module and the integrator a functor over it.  Returns the
-- final membrane potential, the number of spikes and of accepted steps.
-- ==
-- entry: simulate
-- input { [0f64, 10f64, 20f64] 50f64 1e-6f64 }
-- auto output
-- random input { [40]f64 20f64 1e-5f64 } auto output
-- ==
-- entry: resting
-- input { 30f64 } output { true }

module type ode = {
  type state
  type params
  val deriv : params -> f64 -> state -> state
  -- y + a * x
  val axpy : f64 -> state -> state -> state
  val distance : state -> state -> f64
  val spiking : state -> bool
}

module adaptive (S: ode) = {
  def rk4 (p: S.params) (t: f64) (h: f64) (y: S.state) : S.state =
    let k1 = S.deriv p t y
    let k2 = S.deriv p (t + h / 2) (S.axpy (h / 2) k1 y)
    let k3 = S.deriv p (t + h / 2) (S.axpy (h / 2) k2 y)
    let k4 = S.deriv p (t + h) (S.axpy h k3 y)
    let y = S.axpy (h / 6) k1 y
    let y = S.axpy (h / 3) k2 y
    let y = S.axpy (h / 3) k3 y
    in S.axpy (h / 6) k4 y

  type run = {t: f64, h: f64, y: S.state, steps: i32, spikes: i32, above: bool, tries: i32}

  def integrate (p: S.params) (y0: S.state) (t_end: f64) (tol: f64) : run =
    let r0 : run = {t = 0, h = 0.01, y = y0, steps = 0, spikes = 0, above = S.spiking y0, tries = 0}
    in loop r = r0 while r.t < t_end && r.tries < 100000 do
         let h = f64.min r.h (t_end - r.t)
         let full = rk4 p r.t h r.y
         let half = rk4 p (r.t + h / 2) (h / 2) (rk4 p r.t (h / 2) r.y)
         let err = S.distance full half / 15
         let factor = if err == 0 then 4 else f64.max 0.2 (f64.min 4 (0.9 * (tol / err) ** 0.2))
         let r = r with tries = r.tries + 1
         in if err <= tol then
              let up = S.spiking half
              let r = r with t = r.t + h
              let r = r with y = half
              let r = r with steps = r.steps + 1
              let r = r with spikes = r.spikes + (if up && !r.above then 1 else 0)
              let r = r with above = up
              in r with h = h * factor
            else r with h = h * factor
}

module hodgkin_huxley = {
  type state = {v: f64, m: f64, h: f64, n: f64}
  type params = {current: f64}

  def rate (a: f64) (b: f64) (c: f64) (v: f64) =
    let x = (v + b) / c
    in if f64.abs x < 1e-7 then a * c else a * (v + b) / (1 - f64.exp (-x))

  def deriv (p: params) (_t: f64) (s: state) : state =
    let am = rate 0.1 40 10 s.v
    let bm = 4 * f64.exp (-(s.v + 65) / 18)
    let ah = 0.07 * f64.exp (-(s.v + 65) / 20)
    let bh = 1 / (1 + f64.exp (-(s.v + 35) / 10))
    let an = rate 0.01 55 10 s.v
    let bn = 0.125 * f64.exp (-(s.v + 65) / 80)
    let i_na = 120 * s.m ** 3 * s.h * (s.v - 50)
    let i_k = 36 * s.n ** 4 * (s.v + 77)
    let i_l = 0.3 * (s.v + 54.387)
    in {v = p.current - i_na - i_k - i_l,
        m = am * (1 - s.m) - bm * s.m,
        h = ah * (1 - s.h) - bh * s.h,
        n = an * (1 - s.n) - bn * s.n}

  def axpy (a: f64) (x: state) (y: state) : state =
    {v = y.v + a * x.v, m = y.m + a * x.m, h = y.h + a * x.h, n = y.n + a * x.n}

  def distance (a: state) (b: state) : f64 =
    f64.maximum [f64.abs (a.v - b.v) / 100, f64.abs (a.m - b.m), f64.abs (a.h - b.h), f64.abs (a.n - b.n)]

  def spiking (s: state) = s.v > 0
}

module hh = adaptive hodgkin_huxley

def rest : hodgkin_huxley.state = {v = -65, m = 0.0529, h = 0.5961, n = 0.3177}

entry simulate [k] (currents: [k]f64) (t_end: f64) (tol: f64) : ([k]f64, [k]i32, [k]i32) =
  map (\c -> let r = hh.integrate {current = f64.abs c} rest t_end tol
             in (r.y.v, r.spikes, r.steps)) currents
  |> unzip3

-- Without a stimulus the neuron stays near rest and never spikes.
entry resting (t_end: f64) : bool =
  let r = hh.integrate {current = 0} rest t_end 1e-6
  in r.spikes == 0 && f64.abs (r.y.v + 65) < 1 && r.t >= t_end
