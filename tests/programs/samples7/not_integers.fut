-- `!` is logical negation on bool and bitwise complement on integers; an
-- operand whose type is not known yet where `!` is applied (a section, a
-- lambda, a local function) takes its type from the later uses, and a
-- top-level definition left with it defaults to bool.

def flip x = !x

def complement_all (xs: []u8) = map (!) xs

def complement_lambda (xs: []i32) = map (\x -> !x) xs

def both (bs: []bool) (ws: []u16) =
  let neg = \v -> !v
  in (map neg bs, map (\w -> !w & 0xff) ws)

-- ==
-- entry: bytes
-- input { [0u8, 1u8, 255u8] } output { [255u8, 254u8, 0u8] }
entry bytes (xs: []u8) = complement_all xs

-- ==
-- entry: ints
-- input { [0, -1, 5] } output { [-1, 0, -6] }
entry ints (xs: []i32) = complement_lambda xs

-- ==
-- entry: bools
-- input { [true, false] } output { [false, true] }
entry bools (bs: []bool) = map flip bs

-- ==
-- entry: mixed
-- input { [true, false] [0u16, 255u16, 256u16] }
-- output { [false, true] [255u16, 0u16, 255u16] }
entry mixed (bs: []bool) (ws: []u16) = both bs ws
