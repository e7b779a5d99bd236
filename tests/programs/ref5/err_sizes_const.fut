-- Arrays of statically different sizes passed to map2.
-- ==
-- error: .

def main = map2 (+) (iota 3) (iota 4)
