-- Statistics over arrays of any real type; imports another helper file.

import "vec2"

module stats (R: real) = {
  def mean [n] (xs: [n]R.t) : R.t = R.sum xs R./ R.i64 n
  def variance [n] (xs: [n]R.t) : R.t =
    let m = mean xs
    in R.sum (map (\x -> (x R.- m) R.* (x R.- m)) xs) R./ R.i64 n
}

def lib_version = version + 1
