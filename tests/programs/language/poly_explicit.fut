-- Explicit type parameters: identity, pairs, swapping, polymorphic
-- functions used at several types in one program, type parameters not
-- covering every parameter (the checker adds the rest).
-- ==
-- input { 7i32 2.5f64 } output { 7i32 2.5f64 2.5f64 7i32 true 3i64 7i32 }
-- input { -1i32 0f64 } output { -1i32 0f64 0f64 -1i32 true 3i64 -1i32 }

def id 't (x: t) : t = x

def pair 'a (x: a) y = (x, y)

def swap 'a 'b ((x, y): (a, b)) : (b, a) = (y, x)

def twice 'a (f: a -> a) (x: a) : a = f (f x)

def same 't (x: t) (y: t) : (t, t) = (x, y)

def length_of 't (xs: []t) : i64 = length xs

entry main (i: i32) (d: f64) =
  let (a, b) = pair (id i) (id d)
  let (c, e) = swap (a, b)
  let (s1, s2) = same [true] [id true]
  in (a, b, c, e, s1[0] && s2[0], length_of [id 1u8, 2, 3] + length_of [[1f32]] - 1, twice id i)
