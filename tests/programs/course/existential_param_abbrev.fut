-- `?[k].` in a parameter's type, written directly or through a
-- size-lifted abbreviation, is a size the function takes from its
-- argument (as `[]` is), not an existential of its result.
-- ==
-- entry: totals
-- input { 2i64 [1f32, 2f32, 3f32] } output { 12f32 6i64 }

type~ bag [n] = ?[k]. {tags: [n]i64, items: [k]f32}

def make [k] (n: i64) (xs: [k]f32) : bag[n] = {tags = iota n, items = xs}

def weight [n] (b: bag[n]) : f32 = f32.sum b.items

def items_of [n] (b: bag[n]) = b.items

def pair [n] (a: bag[n]) (b: bag[n]) : (f32, i64) =
  (weight a + weight b, length (items_of a ++ items_of b))

def first_len (xs: ?[m].[m]i32) = length xs

entry totals (n: i64) (xs: []f32) : (f32, i64) =
  let (w, l) = pair (make n xs) (make n xs)
  in (w, l + first_len [1, 2] - 2)
