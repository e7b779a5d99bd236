-- A functor of two parameters, applied fully and partially, and one of
-- three whose parameters' types name earlier parameters' types.
-- ==
-- input { 5 } output { 11 15 16 }

module type v = { val v: i32 }
module type conv = { type a type b val f: a -> b }

module both (X: v) (Y: v) = { def s = X.v + Y.v }
module chain (C1: conv) (C2: conv with a = C1.b) = { def run (x: C1.a) : C2.b = C2.f (C1.f x) }

module one = { def v = 1i32 }
module ten = { def v = 10i32 }
module plus_one = both one
module R1 = plus_one ten
module R2 = both ten { def v = 5i32 }

module inc = { type a = i32 type b = i32 def f (x: i32) = x + 1 }
module dbl = { type a = i32 type b = i64 def f (x: i32) = i64.i32 (x * 2) }
module C = chain inc dbl

def main (x: i32) = (R1.s + 0 * x, R2.s, i32.i64 (C.run (x + 2)))
