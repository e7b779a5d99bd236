-- Compile error: && may not be redefined.
-- ==
-- error: may not be redefined

def (&&) (a: bool) (b: bool) = a

def main (x: bool) = x && x
