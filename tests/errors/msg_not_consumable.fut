-- An in-place update of a parameter that is not unique (error index,
-- not-consumable).
-- ==
-- error: Would consume `grid`, which is not consumable

def clear (grid: [][]f32) = grid with [0, 0] = 0
