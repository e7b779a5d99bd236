-- An entry point shadows the prelude's value of its name for the code
-- after it, as a `def` does; the code before it (and the prelude) uses
-- the prelude's.
-- ==
-- entry: sum
-- input { [1, 2, 3] } output { 106 }
-- entry: before
-- input { [1, 2, 3] } output { 6 }
-- entry: after
-- input { [1, 2, 3] } output { 212 }
-- entry: flipped
-- input { [1, 2, 3] } output { [3, 2, 1] }

def before_sum (xs: []i32) = i32.sum xs

entry before (xs: []i32) : i32 = before_sum xs

entry sum (xs: []i32) : i32 = reduce (+) 0 xs + 100

entry after (xs: []i32) : i32 = sum xs + sum xs

def reversed (xs: []i32) = reverse xs

entry reverse (xs: []i32) : []i32 = map (* 2) xs

entry flipped (xs: []i32) : []i32 = reversed xs
