-- Language reference probe (gaps8): tf5.
-- ==
-- input { 3i64 } output { [0i64, 1i64, 2i64] }
-- input { 0i64 } output { empty([0]i64) }
-- input { 2i64 } output { [0i64, 1i64] }
-- structure { simplify-fused:Screma 0 }
def main (n: i64) = iota n
