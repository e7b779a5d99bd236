-- The && operator may not be redefined.
-- ==
-- error: &&

def (&&) (a: bool) (b: bool) = a || b
def main = true && false
