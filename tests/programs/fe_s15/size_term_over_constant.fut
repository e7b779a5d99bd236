-- A size written as a function of a top-level constant that is not an
-- i64 (`iota (i64.i32 nb)` with `def nb = 8i32`), or of a primitive
-- module's constant (`i64.i32 u8.num_bits`, what a functor's
-- `I.num_bits` becomes), is the same size at every application of a
-- mapped function: it depends on no name bound inside the function.
-- (A bitset library's `to_array` maps `\i v -> map ... (iota (i64.i32
-- I.num_bits))` over the words.)  Spellings: a constant, a constant in
-- arithmetic, a prim module's constant, and a functor's parameter.

def nb = 8i32
def lanes = 3u8

def bits_of (xs: []u8) : []i64 =
  map (\v -> map (\b -> i64.u8 ((v >> u8.i64 b) & 1)) (iota (i64.i32 nb))) xs |> flatten

def spread (xs: []i64) : []i64 =
  map (\x -> map (+ x) (iota (i64.u8 lanes + 1))) xs |> flatten

def widths (xs: []u16) : [][]bool =
  map (\v -> tabulate (i64.i32 u16.num_bits) (\b -> u16.get_bit (i32.i64 b) v == 1)) xs

module mk (I: integral) = {
  def ones (xs: []I.t) : []i64 =
    map (\v -> map (\b -> i64.i32 (I.get_bit (i32.i64 b) v)) (iota (i64.i32 I.num_bits))) xs
    |> flatten
    |> filter (== 1)
}

module m8 = mk u8

-- ==
-- entry: main
-- input { [5u8, 128u8] [10i64, 20i64] [1u16, 32768u16] }
-- output { [1i64, 0i64, 1i64, 0i64, 0i64, 0i64, 0i64, 0i64,
--           0i64, 0i64, 0i64, 0i64, 0i64, 0i64, 0i64, 1i64]
--          [10i64, 11i64, 12i64, 13i64, 20i64, 21i64, 22i64, 23i64]
--          3i64 2i64 }

entry main (bs: []u8) (xs: []i64) (ws: []u16) =
  let w = widths ws
  in (bits_of bs, spread xs, length (m8.ones bs), i64.sum (map (\r -> i64.bool r[0] + i64.bool r[15]) w))
