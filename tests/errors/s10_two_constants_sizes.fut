-- Two top-level constants declared `[]i32` each have an unknown size of
-- their own, even with the same definition: they are not known to have
-- the same length (only the uses of one constant share its size).
-- ==
-- error: Sizes .* do not match

def xs : []i32 = [1, 2, 3]
def ys : []i32 = [1, 2, 3]

entry main = map2 (+) xs ys
