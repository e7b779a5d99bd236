-- A polymorphic two-constructor sum with functions over both sides, used at
-- two instantiations and in an array through partition.
-- ==
-- input { [1, -2, 3, -4] }
-- output { [1, 3] [2.0f32, 4.0f32] }

type either 'a 'b = #left a | #right b

def classify (x: i32) : either i32 f32 = if x > 0 then #left x else #right (f32.i32 (-x))

def is_left 'a 'b (e: either a b) = match e case #left _ -> true case #right _ -> false

def lefts 'a 'b (d: a) (es: []either a b) : []a =
  map (\e -> match e case #left v -> v case #right _ -> d) (filter is_left es)

def rights 'a 'b (d: b) (es: []either a b) : []b =
  map (\e -> match e case #right v -> v case #left _ -> d) (filter (\e -> !(is_left e)) es)

entry main (xs: []i32) =
  let es = map classify xs
  in (lefts 0 es, rights 0 es)
