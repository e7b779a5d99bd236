-- Lifted type abbreviations of functions, records of functions, negative
-- and float literal patterns, closures over local values in maps.
-- ==
-- input { 3 } output { 4 8 10 1 [1, 2, 1] [5, 6] 1 3i64 }

type^ fn = i32 -> i32
type^ ops = {f: i32 -> i32, g: i32 -> i32}

def apply (f: fn) (x: i32) = f x
def use (o: ops) (x: i32) = o.f (o.g x)
def neg_pat (x: i32) = match x case -1 -> 10 case 0 -> 20 case _ -> 30
def float_pat (x: f32) = match x case 1.5 -> 1 case _ -> 0
def snoc_head 't [n] (xs: [n]t) : [n + 1]t = xs ++ [xs[0]]
def closure (k: i32) (xs: []i32) = let add x = x + k in map add xs
def lift '~a (x: a) = x

entry main (k: i32) =
  (apply (+ 1) k, use {f = (* 2), g = (+ 1)} k, neg_pat (-1), float_pat 1.5,
   snoc_head [1, 2], closure (k - 1) [3, 4], i32.bool (k > 0), length (lift [1, 2, 3]))
