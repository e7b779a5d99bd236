-- `!` has no meaning on floats, also when the operand's type is only
-- known later.
-- ==
-- error: integral type or `bool`
def main (xs: []f32) = map (\x -> !x) xs
