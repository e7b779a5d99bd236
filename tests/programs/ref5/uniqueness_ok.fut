-- Consuming parameters, unique results, copies before updates, and
-- updates of loop parameters: the programs the uniqueness rules accept.
-- ==
-- entry: main
-- input { [1, 2, 3] }
-- output { [1, 2, 3] [10, 2, 3] [10, 20, 3] [0, 1, 2] }

def set0 (xs: *[]i32) (v: i32) : *[]i32 = xs with [0] = v
def fresh (n: i64) : *[]i32 = map i32.i64 (iota n)
def main (xs: []i32) =
  let a = set0 (copy xs) 10
  let b = copy a
  let b = b with [1] = 20
  let c = loop c = fresh 3 for i < 3 do c with [i] = c[i] * 1
  in (xs, a, b, c)
