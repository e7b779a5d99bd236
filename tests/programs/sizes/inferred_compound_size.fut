-- A function without annotations whose parameter gets a compound size
-- from what it calls (`evens` takes `[k * 2]t`): `pairsum xs` is inferred
-- as `pairsum [k] (xs: [k * 2]i32)`, and the size `k`, which no
-- parameter has as a whole dimension, is passed by each caller.
def evens [k] 't (xs: [k * 2]t) : [k]t =
  tabulate k (\i -> xs[2 * i])

def odds [k] 't (xs: [k * 2]t) : [k]t =
  tabulate k (\i -> xs[2 * i + 1])

def pairsum xs = map2 (+) (evens xs) (odds xs)

def twice_then_pairsum ys = pairsum (map (* 2) ys)

-- ==
-- entry: main
-- input { [1, 2, 3, 4, 5, 6] } output { [3, 7, 11] [6, 14, 22] }
-- input { empty([0]i32) } output { empty([0]i32) empty([0]i32) }
entry main (xs: []i32) =
  let h = length xs / 2
  let ys = xs :> [h * 2]i32
  in (pairsum ys, twice_then_pairsum ys)
