-- Error index "anonymous-nonconstructive", a program of runic's own: an anonymous size in the second parameter of a curried function type.
-- ==
-- error: Type abbreviation contains an anonymous size not used constructively as an array size

type^ reducer = f32 -> []f32 -> f32
def main (x: f32) = x
