-- Loops whose initial value is an unannotated lambda parameter: a size the
-- loop changes is loop-variant and leaves the parameter's size alone; a
-- size the body keeps, or takes from the enclosing scope, is unified.
def drops (xss: [][]f32) = map (\xs -> (loop (ys, s) = (xs, 0i32) while length ys > 1 do (ys[1:], s + 1)).1) xss
def grows (xss: [][]i32) = map (\xs -> length (loop ys = xs for _i < 2 do ys ++ [0])) xss
def same (xss: [][]i32) = map (\xs -> loop ys = xs for _i < 2 do map (+ 1) ys) xss
def to_outer [n] (xss: [][n]i32) (zs: [n]i32) = map (\xs -> loop ys = xs for _i < 2 do zs) xss
-- types:
-- def drops [d0] [d1] : [d0][d1]f32 -> *[d0]i32
-- def grows [d0] [d1] : [d0][d1]i32 -> *[d0]i64
-- def same [d0] [d1] : [d0][d1]i32 -> *[d0][d1]i32
-- def to_outer [n] [d0] : [d0][n]i32 -> [n]i32 -> *[d0][n]i32
