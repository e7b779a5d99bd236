-- A functor of two parameters whose second is refined by the first (with a = F.b), sized abstract types, local modules, a module shadowed by a later one of the same name in an inner module (two at one level are a duplicate definition).
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { [false, false, true] 7i64 42i32 2i32 }

module type mapper = { type a type b val f : a -> b }

module compose (F: mapper) (G: mapper with a = F.b) : mapper with a = F.a with b = G.b = {
  type a = F.a
  type b = G.b
  def f (x: a) : b = G.f (F.f x)
}

module i2f : mapper with a = i32 with b = f32 = { type a = i32 type b = f32 def f = f32.i32 }
module f2b : mapper with a = f32 with b = bool = { type a = f32 type b = bool def f (x: f32) = x > 2.5 }

module C = compose i2f f2b

module type sized = { type t [n] val mk : (n: i64) -> t [n] val len [n] : t [n] -> i64 }
module S : sized = { type t [n] = [n]i32 def mk (n: i64) : [n]i32 = replicate n 0 def len [n] (_: [n]i32) = n }

local module hidden = { def secret = 42i32 }
open hidden

module M = { def x = 1i32 }
module N = { module M = { def x = 2i32 } def x = M.x }

entry main (xs: []i32) = (map C.f xs, S.len (S.mk 7), secret, N.x)
