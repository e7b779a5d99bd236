-- Counts occurrences of each vowel in a text with `hist`.
-- ==
-- input { [112u8, 114u8, 111u8, 103u8, 114u8, 97u8, 109u8, 109u8, 105u8, 110u8, 103u8, 32u8, 105u8, 110u8, 32u8, 102u8, 117u8, 116u8, 104u8, 97u8, 114u8, 107u8, 32u8, 105u8, 115u8, 32u8, 102u8, 117u8, 110u8] } output { [2i32, 0i32, 3i32, 1i32, 2i32] }

def vowel_index (c: u8) : i64 =
  match c
  case 'a' -> 0
  case 'e' -> 1
  case 'i' -> 2
  case 'o' -> 3
  case 'u' -> 4
  case _ -> -1

entry main (s: []u8) =
  hist (+) 0 5 (map vowel_index s) (map (const 1i32) s)
