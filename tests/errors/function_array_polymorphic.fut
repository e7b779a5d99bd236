-- Compile error (a polymorphic function given a function for a type
-- parameter that is not lifted): Futhark's restriction, at the use.
-- ==
-- error: the type parameter `a` of `both` cannot be a function type

def both 'a (x: a) (y: a) : [2]a = [x, y]

def main (x: i32) = let fs = both (\v -> v + 1) (\v -> v * 2) in fs[0] x
