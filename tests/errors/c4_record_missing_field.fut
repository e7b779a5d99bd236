-- Compile error: a record literal missing a field of its declared type.
-- ==
-- error: \{a: i32, b: i32\}

type r = {a: i32, b: i32}

def main (x: i32) : r = {a = x}
