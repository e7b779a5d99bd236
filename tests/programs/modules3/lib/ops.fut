-- Operators on pairs, for `open import`.

def (<+>) ((a, b): (i32, i32)) ((c, d): (i32, i32)) = (a + c, b + d)
def pair_sum ((a, b): (i32, i32)) = a + b
local def secret = 42i32
