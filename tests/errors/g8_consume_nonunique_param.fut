-- Reference, "In-place updates": only a consuming (unique) parameter may be updated.
-- ==
-- error: Would consume .*, which is not consumable
def f (xs: []i32) = xs with [0] = 1
entry main = 0i32
