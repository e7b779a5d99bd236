-- User-defined operators: prefix definitions `def (+^) a b`, infix
-- definitions `def (a, b) +^^ (c, d)`, fixity from the first characters
-- (`*^` binds like `*`, `+^` like `+`, `>>=` like `>>`), a polymorphic
-- operator with a type parameter, sections of user operators.
-- ==
-- input { 2i32 3i32 } output { 5i32 5i32 1i32 8i32 6i32 [3i32, 4i32] 8i32 8i32 8i32 }
-- input { 0i32 -1i32 } output { -1i32 -1i32 1i32 2i32 2i32 [3i32, 4i32] 0i32 0i32 -2i32 }

def (+^) (a: i32) (b: i32) : i32 = a + b

def (a: i32, b: i32) +^^ (c: i32, d: i32) : (i32, i32) = (a + c, b + d)

def (*^) (a: i32) (b: i32) : i32 = a * b + 1

def (<+>) 't (f: t -> t) (g: t -> t) : t -> t = \x -> g (f x)

def (>>=) (x: i32) (f: i32 -> i32) : i32 = f x

entry main (a: i32) (b: i32) =
  let (p, q) = (a, 1) +^^ (b, 0)
  in ( a +^ b
     , p
     , q
     , a *^ b +^ 1
     , ((+ 1) <+> (* 2)) a
     , map (+^ 2) [1, 2]
     , b >>= (+ 1) >>= (* 2)
     , 1 +^ b >>= (* 2)
     , a +^ b * 2 )
