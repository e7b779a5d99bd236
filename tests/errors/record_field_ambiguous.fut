-- Compile error (field access on a parameter of unknown type): the message names the problem.
-- ==
-- error: Type is ambiguous: the type of the parameter `r` is a record with the fields \{x\}

def get r = r.x
def main (x: i32) = get {x}
