-- Helper for samples14's tests: `open import` re-exports the names of
-- bytes.fut to the files importing this one; the module type uses the
-- abbreviation with and without a space before its size ("bytes[n]",
-- "bytes []"), and an array of them ("[]bytes[]").
open import "bytes"

type span = (i64, i64)

module type text = {
  val cuts [n] : u8 -> bytes[n] -> []span
  val pad_rows [n] [k] : bytes [n] -> [k]span -> []bytes[]
}

module text: text = {
  def cuts [n] (sep: u8) (s: bytes[n]) =
    let at = filter (\i -> s[i] == sep) (iota n)
    let m = length at
    let starts = [0] ++ map (+ 1) at :> [m + 1]i64
    let ends = at ++ [n] :> [m + 1]i64
    in zip starts ends

  -- `length` below is a local size, not the prelude's function.
  def pad_rows (s: bytes[]) (rows: []span) =
    let lens = map (\(a, b) -> b - a) rows
    let length = i64.maximum lens
    in map2 (\(a, b) l -> s[a:b] ++ replicate (length - l) ' ' :> bytes[length]) rows lens
}
