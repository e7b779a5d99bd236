-- Function composition with `>->` and `<-<`, pipelines, and a point-free
-- definition.
-- ==
-- input { [1, 2, 3] }
-- output { [4, 6, 8] [3, 5, 7] 18 }

def add1 (x: i32) = x + 1
def dbl (x: i32) = x * 2

def f = add1 >-> dbl
def g = add1 <-< dbl
def total = map f >-> reduce (+) 0

entry main (xs: []i32) = (map f xs, map g xs, total xs)
