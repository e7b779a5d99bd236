-- Integer literal out of range of its type.
-- ==
-- error: .

def main = 300u8
