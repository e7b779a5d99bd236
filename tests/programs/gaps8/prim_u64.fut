-- Language reference probe (gaps8): prim u64.
-- ==
-- input { 18446744073709551615u64 3u64 } output { 6148914691236517205u64 0u64 18446744073709551614u64 2u64 64 1u64 }
entry main (a: u64) (b: u64) = (a / b, a % b, a * 2, u64.mul_hi a b, u64.popc a, a >> 63)
