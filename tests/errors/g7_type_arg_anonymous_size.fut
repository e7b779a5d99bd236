-- A type argument with an anonymous size is size-lifted ("Type
-- Abbreviations": `[]i32` on its own needs `type~`), so it may not be
-- passed for a non-lifted type parameter.
-- ==
-- error: the type argument `\[\]i32` of `vec` is a size-lifted type \(it has an anonymous size\), but the parameter `t` is not size-lifted

type vec 't = [3]t

def f (x: vec ([]i32)) : i32 = x[0][0]

entry main (x: [3][2]i32) : i32 = f x
