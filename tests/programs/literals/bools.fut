-- Boolean literals.
-- ==
-- input { } output { true false }
def main = (true, false)
