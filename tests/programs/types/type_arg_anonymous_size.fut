-- An anonymous size inside a type argument belongs to the context it
-- appears in: an implicit size parameter in a parameter type, an
-- existential size in a return type.  So `opt ([]i32)` is an ordinary
-- (not size-lifted) type argument there, and each call may pass arrays
-- of another size.
-- ==
-- input { [1, 2] [3, 4, 5] } output { 8i64 [3, 4, 5] }
-- input { empty([0]i32) [7] } output { 2i64 [7] }

type opt 'a = #some a | #none
type pair 'a 'b = (a, b)
type vec 't = [2]t

def len (o: opt ([]i32)) : i64 =
  match o
  case #some a -> length a
  case #none -> 0

def both (p: pair ([]i32) (vec ([]f32))) : i64 = length p.0 + length p.1[0]

def keep (o: opt ([]i32)) : opt ([]i32) = o

def unwrap (o: opt ([]i32)) : []i32 =
  match o
  case #some a -> a
  case #none -> []

entry main (xs: []i32) (ys: []i32) : (i64, []i32) =
  let zs = [[1f32], [2f32]]
  in ( len (#some xs) + len (#some ys) + len (#none : opt ([]i32))
       + both (xs, zs) - length zs[0]
       + len (keep (#some ys)) - length xs
     , unwrap (keep (#some ys)))
