-- Error index "existential-param-ret", a program of runic's own: a user-defined composition (not `>->`) of `filter` and `length`.
-- ==
-- error: Existential size would appear in function parameter of return type

def compose f g x = g (f x)
def main (xs: []i32) = compose (filter (!= 0)) length xs
