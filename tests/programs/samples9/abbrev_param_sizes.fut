-- A size-lifted abbreviation with anonymous sizes (`type~ grid =
-- [][]f32`) in a parameter's type is read as if written there: its sizes
-- are inferred, so a function requiring a square argument can be called
-- with it; in the return type it takes the body's sizes.

type~ grid = [][]f32

def scale_square [m] (a: [m][m]f32) : [m][m]f32 = map (map (* 2)) a

def step (g: grid) : grid = scale_square g

def trace (g: grid) : f32 = f32.sum (map (\i -> g[i, i]) (indices g))

-- ==
-- entry: main
-- input { [[1f32, 2f32], [3f32, 4f32]] }
-- output { [[2f32, 4f32], [6f32, 8f32]] 10f32 }
entry main (g: grid) : (grid, f32) = (step g, trace (step g))

type~ rows 't = [][]t

def pairwise_sum (a: rows i32) (b: rows i32) : rows i32 = map2 (map2 (+)) a b

-- ==
-- entry: generic
-- input { [[1, 2, 3]] [[10, 20, 30]] } output { [[11, 22, 33]] }
entry generic (a: [][]i32) (b: [][]i32) = pairwise_sum a b
