-- Expression forms: let chains, if, sections, application operators,
-- function composition, lambdas with patterns, local functions.
-- ==
-- input { [1, 2, 3, 4] } output { [3, 5, 7, 9] 20 [4, 3, 2, 1] 9 true }

def twice f x = f (f x)

def main (xs: []i32) =
  let ys = map (\x -> 2 * x + 1) xs
  let s = xs |> map (* 2) |> reduce (+) 0
  let r = reverse xs
  let inc = (+ 1)
  let dec = (\x -> x - 1)
  let h = inc >-> inc >-> dec
  let g = dec <-< inc
  let v = twice h 7 + g 0
  let b = (2 <) 3 && (< 3) 2 && (`i32.max` 1) 0 == 1
  in (ys, s, r, v, b)
