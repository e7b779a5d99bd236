-- Text split into rows through a module whose signature uses a
-- size-parameterised type abbreviation (`bytes[n]`, `bytes []`,
-- `[]bytes[]`), names re-exported by `open import`, and a local size
-- named `length`.  (Idioms of samples14's Advent-of-Code programs.)
import "lib/textlib"

def first_last (r: bytes[]) : (opt u8, opt u8) =
  let ds = filter is_digit r
  let k = length ds
  in if k == 0 then (#no, #no) else (#yes (ds[0] - '0'), #yes (ds[k - 1] - '0'))

def get (d: u8) (o: opt u8) = match o case #yes x -> x case #no -> d

-- ==
-- entry: calibrate
-- input { [97u8,49u8,98u8,50u8,10u8,120u8,55u8,10u8,51u8,52u8,53u8] }
-- output { 124i64 }
-- input { [120u8,121u8] }
-- output { 0i64 }
-- input { [10u8,10u8,57u8] }
-- output { 99i64 }
entry calibrate (s: bytes[]) =
  text.cuts '\n' s
  |> text.pad_rows s
  |> map first_last
  |> map (\(a, b) -> i64.u8 (get 0 a) * 10 + i64.u8 (get 0 b))
  |> i64.sum

-- ==
-- entry: widths
-- input { [97u8,44u8,98u8,99u8,44u8,44u8,100u8] }
-- output { [1i64, 2i64, 0i64, 1i64] 2i64 }
entry widths (s: []u8) =
  let rows = text.cuts ',' s
  let padded = text.pad_rows s rows
  in (map (\(a, b) -> b - a) rows, length (transpose padded))
