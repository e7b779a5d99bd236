-- Compile error: a non-lifted type abbreviation with an anonymous size
-- (Futhark requires `type~`).
-- ==
-- error: declare it with `type~`

type vec = []f32

def main (x: vec) = x
