-- Anonymous sizes of parameters are inferred ("Size types": an anonymous
-- size is replaced "either via inference or by inventing a new name"):
-- sizes the body makes equal are one size parameter, the others stay
-- apart, and a size the body fixes is that size.
def add (xs: []f32) (ys: []f32) = map2 (+) xs ys
def pairs (xs: []i32) (ys: []bool) = zip xs ys
def first_row (m: [][]f32) (v: []f32) = map2 (*) m[0] v
def apart (xs: []i32) (ys: []i32) = length xs + length ys
def with_iota (xs: []i64) = map2 (+) xs (iota 4)
def local_add (xs: []f32) =
  let f (a: []f32) (b: []f32) = map2 (-) a b
  in f xs xs
-- types:
-- def add [d0] : [d0]f32 -> [d0]f32 -> *[d0]f32
-- def pairs [d0] : [d0]i32 -> [d0]bool -> *[d0](i32, bool)
-- def first_row [d0] [d1] : [d0][d1]f32 -> [d1]f32 -> *[d1]f32
-- def apart [d0] [d1] : [d0]i32 -> [d1]i32 -> i64
-- def with_iota : [4]i64 -> *[4]i64
-- def local_add [d0] : [d0]f32 -> *[d0]f32
