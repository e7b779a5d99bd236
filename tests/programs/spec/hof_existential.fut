-- Reference, "Higher-order functions": with a size-lifted result type
-- parameter (`'~b`), the functional argument may return an existential
-- size; a non-lifted one accepts functions whose result sizes are known
-- where they are applied; pipelines apply `filter` first.

def apply_lifted 'a '~b (f: a -> b) (x: a) : b = f x
def apply 'a 'b (f: a -> b) (x: a) : b = f x

-- ==
-- entry: lifted
-- input { [1,-2,3] } output { [1,3] }
entry lifted (xs: []i32) = apply_lifted (filter (> 0)) xs

-- ==
-- entry: scalar_result
-- input { [1,-2,3] } output { 2i64 }
entry scalar_result (xs: []i32) = apply (\ys -> length (filter (> 0) ys)) xs

-- ==
-- entry: known_size
-- input { [1,2,3] } output { [2,3,4] }
entry known_size (xs: []i32) = apply (map (+ 1)) xs

-- ==
-- entry: pipeline
-- input { [1,-2,3] } output { 2i64 }
entry pipeline (xs: []i32) = xs |> filter (> 0) |> length

-- ==
-- entry: size_from_outside
-- input { 3i64 } output { [0i64,1i64,2i64] }
entry size_from_outside (n: i64) = apply (\(_: i64) -> iota n) 0
