-- The same name bound twice in one tuple pattern (issue #1662).
-- ==
-- error: Name "p" also bound at

def swap (p, p) : (i32, i32) = (p, p)
