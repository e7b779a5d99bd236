-- Counts the words (maximal runs of non-space characters) in a string.
-- ==
-- input { [116u8, 104u8, 101u8, 32u8, 113u8, 117u8, 105u8, 99u8, 107u8, 32u8, 32u8, 98u8, 114u8, 111u8, 119u8, 110u8, 32u8, 102u8, 111u8, 120u8] } output { 4i64 }
-- input { [32u8, 32u8, 32u8] } output { 0i64 }
-- input { [111u8, 110u8, 101u8] } output { 1i64 }
-- input { [32u8, 108u8, 101u8, 97u8, 100u8, 105u8, 110u8, 103u8, 32u8, 97u8, 110u8, 100u8, 32u8, 116u8, 114u8, 97u8, 105u8, 108u8, 105u8, 110u8, 103u8, 32u8] } output { 3i64 }

def is_space (c: u8) = c == ' ' || c == '\t' || c == '\n'

entry main [n] (s: [n]u8) : i64 =
  let starts = tabulate n (\i -> !is_space s[i] && (i == 0 || is_space s[i-1]))
  in starts |> map i64.bool |> i64.sum
