-- Never-called higher-order definitions that use helpers, operators, the
-- prelude and top-level constants correctly: the program checks and runs.
-- ==
-- input { [1, 2, 3] }
-- output { [11, 2, 3] 16 }

def offset : i32 = 10

def (+^) (arr: *[]i32) (v: i32) : *[]i32 = arr with [0] = v

def set_first (xs: *[]i32) (v: i32) : *[]i32 = xs +^ v

def fill_with (g: i32 -> i32) (xs: *[]i32) : *[]i32 = set_first xs (g offset)

def sum_by 't (f: t -> i32) (ts: []t) = i32.sum (map f ts)

def apply_pairs (op: i32 -> i32 -> i32) (xs: []i32) (ys: []i32) =
  map2 op xs ys |> reduce (+) 0

entry main (xs: []i32) : ([]i32, i32) =
  let ys = copy xs
  let zs = set_first ys (xs[0] + offset)
  in (zs, i32.sum xs + offset)
