-- A constant, re-exported with `open import` by spellings.fut.
def c = 5i32
