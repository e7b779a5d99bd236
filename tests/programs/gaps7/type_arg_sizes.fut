-- Type arguments with sizes: a size argument of a size parameter, and an
-- anonymous size for a size-lifted type parameter, are fine.
-- ==
-- input { [[1, 2], [3, 4], [5, 6]] }
-- output { 21 2i64 }

type vec 't = [3]t
type~ boxed '~t = (t, i64)
type row [n] = [n]i32

def total (x: vec (row [2])) : i32 = i32.sum (flatten x)
def wrap (xs: []i32) : boxed ([]i32) = (xs, length xs)

entry main (x: [3][2]i32) = (total x, (wrap x[0]).1)
