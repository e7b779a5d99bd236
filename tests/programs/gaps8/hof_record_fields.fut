-- Functions in records (a lifted record type), passed to a HOF.
type^ ops = {f: i32 -> i32, g: i32 -> i32 -> i32}
def run (o: ops) (xs: []i32) = reduce o.g 0 (map o.f xs)
-- ==
-- input { [1,2,3] } output { 12 8 }
entry main (xs: []i32) = (run {f = (*2), g = (+)} xs, run {f = (+1), g = i32.max} xs * 2)
