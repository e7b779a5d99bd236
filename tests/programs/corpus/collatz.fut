-- A polymorphic loop combinator with a tuple state (Collatz steps).
-- ==
-- input { [1i64, 6i64, 27i64] } output { [0, 8, 111] }

def iterate_until 'a (p: a -> bool) (f: a -> a) (x: a) : a = loop x while !(p x) do f x
def collatz (n: i64) = (iterate_until (\(x, _) -> x == 1) (\(x, c) -> (if x % 2 == 0 then x / 2 else 3 * x + 1, c + 1)) (n, 0i32)).1
entry main (ns: []i64) = map collatz ns
