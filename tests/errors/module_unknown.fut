-- Compile error (unknown module): the message names it and suggests a close one.
-- ==
-- error: Unknown name "Geometry"(.|\n)*did you mean `geometry`

module geometry = { def origin = (0, 0) }

def main = (Geometry.origin).0
