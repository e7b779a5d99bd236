-- Compile error (field access on a parameter of unknown type): the message names the problem.
-- ==
-- error: the type of the parameter `r` is ambiguous: a record with the fields \{x\}

def get r = r.x
def main (x: i32) = get {x}
