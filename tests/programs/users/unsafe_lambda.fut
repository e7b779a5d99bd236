-- `#[unsafe]` written before a lambda: the attributed expression is
-- still a function, whether it is a definition's whole body (with a
-- function type annotation), bound by `let`, or passed to `map`.
-- ==
-- input { [4.0f32, 1.0, 2.5] }
-- output { 6.5f32 [5.0f32, 9.0f32] 3.5f32 [4.0f32, 1.0f32] }

def ends : (v: [3]f32) -> f32 =
  #[unsafe]
  \(v: [3]f32) -> v[0] + v[2]

def bump = #[unsafe] \(x: f32) -> x + 1

module pick (R: real) = {
  def two : (v: [3]R.t) -> [2]R.t =
    #[unsafe] \(v: [3]R.t) -> [v[0], v[1]]
}

module pick32 = pick f32

def main (v: [3]f32) =
  let twice = #[unsafe] \(i: i64) -> v[i] * 2
  in ( ends v
     , map (#[unsafe] \i -> bump (twice i)) [0i64, 0] |> map2 (\k x -> x - 4 * f32.i64 k) [1, 0]
     , bump v[2]
     , pick32.two v )
