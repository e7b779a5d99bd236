-- u64 and u32 values above the signed range, in input and output,
-- compared, divided, reduced and converted as unsigned numbers.
-- ==
-- entry: ops
-- input { 18446744073709551615u64 } output { 18446744073709551615u64 6148914691236517205u64 5u64 true 9223372036854775807u64 }
-- input { 9223372036854775808u64 } output { 9223372036854775808u64 3074457345618258602u64 8u64 true 4611686018427387904u64 }
-- input { 5u64 } output { 5u64 1u64 5u64 false 2u64 }
-- entry: max_min
-- input { [1u64, 18446744073709551615u64, 9223372036854775808u64] } output { 18446744073709551615u64 1u64 [1u64, 9223372036854775808u64, 9223372036854775808u64] }
-- entry: u32s
-- input { [4294967295u32, 2147483648u32, 7u32] } output { 4294967295u32 [false, false, true] 2147483654u32 }
-- entry: to_f64
-- input { 18446744073709551615u64 } output { 1.8446744073709552e19f64 }
-- entry: from_f64
-- input { 1.5e19f64 } output { 15000000000000000000u64 }

entry ops (x: u64) = (x, x / 3, x % 10, x > 9223372036854775807, x >> 1)
entry max_min (xs: []u64) =
  (u64.maximum xs, u64.minimum xs, map (u64.min 9223372036854775808) xs)
entry u32s (xs: []u32) = (reduce u32.max 0 xs, map (< 2147483648) xs, u32.sum xs)
entry to_f64 (x: u64) = f64.u64 x
entry from_f64 (x: f64) = u64.f64 x
