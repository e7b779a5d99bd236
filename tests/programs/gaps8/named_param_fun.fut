-- Language reference probe (gaps8): named param fun.
def apply_mk (mk: (n: i64) -> [n]i32) (k: i64) = mk k
-- ==
-- input { 3i64 } output { [0,1,2] }
entry main (k: i64) = apply_mk (\n -> map i32.i64 (iota n)) k
