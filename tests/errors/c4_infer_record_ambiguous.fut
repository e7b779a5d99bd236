-- Compile error: a field projection on a parameter whose record type is
-- never determined.
-- ==
-- error: ambiguous|Ambiguous

def getx r = r.x

def main (x: i32) = x
