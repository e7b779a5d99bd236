-- ==
-- error: 300.*u8

def main = 300u8
