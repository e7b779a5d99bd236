-- Error index "may-not-be-redefined", a program of runic's own: a user definition of `||`.
-- ==
-- error: The `\|\|` operator may not be redefined

def (||) (a: bool) (b: bool) = a != b
def main (x: bool) = x || x
