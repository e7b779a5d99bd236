-- Functions returning functions, partial application and composition of
-- polymorphic functions.
-- ==
-- input { 5i64 } output { 15i64 [10.0f32, 11.0f32] 16i64 }

def adder 'a (plus: a -> a -> a) (k: a) : a -> a = \x -> plus x k

def compose 'a 'b 'c (g: b -> c) (f: a -> b) : a -> c = \x -> g (f x)

def const_ 'a 'b (x: a) (_: b) : a = x

entry main (n: i64) =
  let add10 = adder (+) 10i64
  let add_f = adder (+) 10f32
  let inc_then_double = compose (\x -> x * 2) (adder (+) 3i64)
  in (add10 n, map add_f (map f32.i64 (iota 2)), inc_then_double n + const_ 0i64 true)
