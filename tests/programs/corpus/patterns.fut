-- Patterns in let, lambdas, parameters and match: wildcards, tuples,
-- records, ascriptions, literals, constructors.
-- ==
-- input { [1, 3] [2.0f32, 4.0f32] } output { 4 6.0f32 10 2 }

def fst' (a, _) = a
def swap 'a 'b ((a: a), (b: b)) : (b, a) = (b, a)

def main [n] (is0: [n]i32) (fs0: [n]f32) =
  let ps = zip is0 fs0
  let (is, fs) = unzip ps
  let a = reduce (+) 0 (map fst' ps)
  let (b: f32) = f32.sum fs
  let {x, y = _} = {x = 10, y = 20}
  let c = match (1, true)
          case (0, _) -> 0
          case (_, false) -> 1
          case (n, true) -> n + 1
  let (_, (d, _)) = (0, swap (1, 3))
  in (a, b, x + d - 3 - 0, c + 0 * length is)
