-- Size-lifted and lifted type abbreviations and type parameters.
-- ==
-- input { [3, 1, 2] }
-- output { 3i64 2i64 7 [4, 2, 3] }

type~ vec = []i32
type^ unop = i32 -> i32
type^ ops '^f = {apply: f, times: i32}
type~ bag '~a = (a, i64)
type pair 'a = (a, a)

def size (v: vec) : i64 = length v
def positives (v: vec) : vec = filter (> 1) v
def run (o: ops unop) (x: i32) : i32 = loop x for _i < o.times do o.apply x
def tagged '~a (x: a) (n: i64) : bag a = (x, n)

entry main (xs: []i32) =
  let o : ops unop = {apply = (+ 2), times = 3}
  let b : bag vec = tagged (positives xs) 1
  let p : pair i32 = (1, 2)
  in (size xs, length b.0, run o (p.0), map (+ 1) xs)
