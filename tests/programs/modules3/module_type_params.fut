-- Type abbreviations with parameters inside modules, used outside with
-- arguments; and a module type with a parametric abstract type.
-- ==
-- input { 2 3 } output { 5 6 [2, 2, 2] 3 }

module P = {
  type pair 'a = (a, a)
  type vec [n] 'a = [n]a
  def swap 'a ((x, y): pair a) : pair a = (y, x)
  def fill 'a (n: i64) (x: a) : vec [n] a = replicate n x
}

module type box = {
  type box 'a
  val put 'a: a -> box a
  val get 'a: box a -> a
}

module B : box = {
  type box 'a = {v: a}
  def put 'a (x: a) : box a = {v = x}
  def get 'a (b: box a) : a = b.v
}

def main (a: i32) (b: i32) =
  let p : P.pair i32 = (a, b)
  let (c, d) = P.swap p
  let v : P.vec [3] i32 = P.fill 3 a
  in (c + a, d * b, v, B.get (B.put b))
