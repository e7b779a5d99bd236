-- Error index "occurs-check", a program of runic's own: a local function that applies its argument to itself.
-- ==
-- error: Occurs check: the type `\?a` would contain itself

def main (x: i32) = let f g = g g in x
