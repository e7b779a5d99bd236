-- Compile error: a constructor given a payload of the wrong type.
-- ==
-- error: i32.*bool|bool.*i32

type t = #a i32 | #b

def main (x: bool) : t = #a x
