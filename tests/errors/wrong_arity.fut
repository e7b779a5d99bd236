-- ==
-- error: argument

def f (x: i32) = x
def main = f 1 2
