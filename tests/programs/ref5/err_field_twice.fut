-- A record literal may not define a field twice.
-- ==
-- error: .

def main = {a = 1, a = 2}
