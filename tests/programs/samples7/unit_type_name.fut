-- A program's own type named `unit` (`type unit = i8`): `unit` is not a
-- built-in type name in the source language (`()` is the unit type).
-- ==
-- entry: react
-- input { [100i8, 65i8, 97i8] } output { [4i8, 1i8, 1i8] [1i8, 0i8, 1i8] }

type unit = i8

def polarisation (x: unit) = (x >> 5) & 1
def kind (x: unit) : unit = x % 32

entry react (units: []unit) = (map kind units, map polarisation units)

-- ==
-- entry: in_module
-- input { 3i64 } output { [0i64, 1i64, 2i64] }

module M = {
  type unit = i64
  def up (n: unit) : []unit = iota n
}

entry in_module (n: i64) = M.up n
