-- Reference, "Type abbreviations": size and type parameters of
-- abbreviations, anonymous size arguments, size-lifted and lifted ones.

type two_intvecs [n] = ([n]i32, [n]i32)
def x: two_intvecs [2] = ([0, 1], replicate 2 0)
type two_vecs [n] 't = ([n]t, [n]t)
type two_intvecs2 [n] = two_vecs [n] i32
def y: two_vecs [2] i32 = ([0, 1], replicate 2 0)
def z: two_intvecs2 [2] = y
def w: two_intvecs [] = (map i32.i64 (iota 3), replicate 3 7)

-- ==
-- entry: params
-- input { 1i64 } output { [0,1] [0,0] 1 [7,7,7] }
entry params (i: i64) = (copy x.0, copy z.1, y.0[i], copy w.1)

type~ vec 't = []t
def upto (n: i64) : vec i64 = iota n

-- ==
-- entry: size_lifted
-- input { 3i64 } output { [0i64,1i64,2i64] }
entry size_lifted (n: i64) = upto n

type^ endo 'a = a -> a
def twice 'a (f: endo a) : endo a = \v -> f (f v)

-- ==
-- entry: lifted
-- input { 3 } output { 5 }
entry lifted (v: i32) = twice (+ 1) v
