-- A record type may not name a field twice.
-- ==
-- error: .

def f (r: {a: i32, a: i32}) = r
def main = 0
