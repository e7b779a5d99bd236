-- `(!)`: the prefix operator `!` as a function, passed to `map`, applied,
-- composed and with spaces inside the parentheses.
-- ==
-- entry: flip_bools
-- input { [[true, false], [false, false]] } output { [[false, true], [true, true]] }

entry flip_bools (bp: [][]bool) = map (map (!)) bp

-- ==
-- entry: applied
-- input { true [false, true] } output { false [true, false] }

entry applied (b: bool) (bs: []bool) = ((!) b, map ( ! ) bs)

-- ==
-- entry: composed
-- input { [1i64, 2i64, 3i64, 4i64] } output { [true, false, true, false] }

entry composed (xs: []i64) = map ((!) <-< (\x -> x % 2 == 0)) xs

-- ==
-- entry: filtered
-- input { [true, false, false, true] } output { 2i64 }

entry filtered (bs: []bool) = length (filter (!) bs)
