-- European calls under the Heston model, priced by integrating the
-- characteristic function (Gil-Pelaez, "little trap" form) with the
-- trapezoid rule, over complex numbers from a functor over the
-- real-number module; then implied volatilities by bisection on the
-- Black-Scholes price (loop ... while).  With a small vol-of-vol and
-- v0 = theta, Heston prices must approach Black-Scholes ones.
-- ==
-- entry: prices
-- input { 100f64 0.02f64 [0.5f64, 1f64] [90f64, 100f64, 110f64]
--         1.5f64 0.04f64 0.3f64 -0.6f64 0.04f64 }
-- auto output
-- ==
-- entry: near_black_scholes
-- input { 100f64 0.01f64 1f64 [80f64, 95f64, 100f64, 105f64, 130f64] 0.09f64 }
-- output { true }
-- ==
-- entry: implied
-- input { 100f64 0.0f64 1f64 [90f64, 100f64, 110f64] 0.04f64 }
-- output { [0.2f64, 0.2f64, 0.2f64] }

module type complex = {
  type real
  type t
  val mk : real -> real -> t
  val re : t -> real
  val im : t -> real
  val (+) : t -> t -> t
  val (-) : t -> t -> t
  val (*) : t -> t -> t
  val (/) : t -> t -> t
  val exp : t -> t
  val log : t -> t
  val sqrt : t -> t
  val from_real : real -> t
}

module mk_complex (R: real) : complex with real = R.t = {
  type real = R.t
  type t = (real, real)
  def mk (a: real) (b: real) : t = (a, b)
  def re ((a, _): t) = a
  def im ((_, b): t) = b
  def from_real (a: real) : t = (a, R.i32 0)
  def (+) ((a, b): t) ((c, d): t) : t = (R.(a + c), R.(b + d))
  def (-) ((a, b): t) ((c, d): t) : t = (R.(a - c), R.(b - d))
  def (*) ((a, b): t) ((c, d): t) : t = (R.(a * c - b * d), R.(a * d + b * c))
  def (/) ((a, b): t) ((c, d): t) : t =
    let den = R.(c * c + d * d)
    in (R.((a * c + b * d) / den), R.((b * c - a * d) / den))
  def exp ((a, b): t) : t =
    let ea = R.exp a in (R.(ea * cos b), R.(ea * sin b))
  def log ((a, b): t) : t = (R.log (R.hypot a b), R.atan2 b a)
  def sqrt ((a, b): t) : t =
    let r = R.hypot a b
    let x = R.(sqrt ((r + a) / i32 2))
    let y = R.(sqrt ((r - a) / i32 2))
    in (x, if R.(b < i32 0) then R.neg y else y)
}

module real = f64
module C = mk_complex real
type real = real.t

type heston = {kappa: real, theta: real, sigma: real, rho: real, v0: real}

-- The characteristic function of log S_T.
def charfn (p: heston) (s0: real) (r: real) (t: real) (u: C.t) : C.t =
  let i = C.mk 0 1
  let k = C.from_real p.kappa
  let rs = C.from_real (p.rho * p.sigma)
  let s2 = C.from_real (p.sigma * p.sigma)
  let iu = C.(i * u)
  let b = C.(k - rs * iu)
  let d = C.(sqrt (b * b + s2 * (iu + u * u)))
  let g = C.((b - d) / (b + d))
  let edt = C.(exp (from_real 0 - d * from_real t))
  let one = C.from_real 1
  let kt = C.from_real (p.kappa * p.theta / (p.sigma * p.sigma))
  let vs = C.from_real (p.v0 / (p.sigma * p.sigma))
  let drift = C.from_real (real.log s0 + r * t)
  let big_c = C.(kt * ((b - d) * from_real t - from_real 2 * log ((one - g * edt) / (one - g))))
  let big_d = C.(vs * (b - d) * ((one - edt) / (one - g * edt)))
  in C.(exp (big_c + big_d + iu * drift))

def call_price (n: i64) (umax: real) (p: heston) (s0: real) (r: real) (t: real) (strike: real) : real =
  let du = umax / real.i64 n
  let lk = real.log strike
  let phi = charfn p s0 r t
  let fwd = s0 * real.exp (r * t)
  let integrand j =
    let u = (real.i64 j + 0.5) * du
    let e = C.exp (C.mk 0 (-u * lk))
    let iu = C.mk 0 u
    let f2 = C.(e * phi (from_real u) / iu)
    let f1 = C.(e * phi (mk u (-1)) / (iu * from_real fwd))
    in (C.re f1 * du, C.re f2 * du)
  let (i1, i2) = tabulate n integrand |> reduce (\(a, b) (c, d) -> (a + c, b + d)) (0, 0)
  let p1 = 0.5 + i1 / real.pi
  let p2 = 0.5 + i2 / real.pi
  in s0 * p1 - strike * real.exp (-r * t) * p2

def norm_cdf (x: real) = 0.5 * (1 + real.erf (x / real.sqrt 2))

def black_scholes (s0: real) (r: real) (t: real) (vol: real) (strike: real) : real =
  let sd = vol * real.sqrt t
  let d1 = (real.log (s0 / strike) + (r + vol * vol / 2) * t) / sd
  let d2 = d1 - sd
  in s0 * norm_cdf d1 - strike * real.exp (-r * t) * norm_cdf d2

def implied_vol (s0: real) (r: real) (t: real) (strike: real) (price: real) : real =
  let (lo, hi, _) =
    loop (lo, hi, it) = (1e-4, 3, 0i32) while hi - lo > 1e-10 && it < 200 do
      let mid = (lo + hi) / 2
      in if black_scholes s0 r t mid strike < price then (mid, hi, it + 1) else (lo, mid, it + 1)
  in (lo + hi) / 2

entry prices [a][b] (s0: f64) (r: f64) (maturities: [a]f64) (strikes: [b]f64)
                    (kappa: f64) (theta: f64) (sigma: f64) (rho: f64) (v0: f64) : [a][b]f64 =
  let p = {kappa, theta, sigma, rho, v0}
  in map (\t -> map (call_price 2000 200 p s0 r t) strikes) maturities

entry near_black_scholes [b] (s0: f64) (r: f64) (t: f64) (strikes: [b]f64) (var: f64) : bool =
  let p : heston = {kappa = 2, theta = var, sigma = 0.05, rho = 0, v0 = var}
  let p = p with sigma = p.sigma / 2
  let hs = map (call_price 4000 200 p s0 r t) strikes
  let bs = map (black_scholes s0 r t (real.sqrt var)) strikes
  in all (\(h, b) -> real.abs (h - b) < 0.05) (zip hs bs)

-- Round trip: Black-Scholes prices at one volatility give it back.
entry implied [b] (s0: f64) (r: f64) (t: f64) (strikes: [b]f64) (var: f64) : [b]f64 =
  let vol = real.sqrt var
  in map (\k -> implied_vol s0 r t k (black_scholes s0 r t vol k)) strikes
