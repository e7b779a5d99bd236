-- "Strings" as (length, base power, polynomial hash) triples: the hash of
-- a concatenation is h1 * 31^len2 + h2.  Associative (u32 arithmetic
-- wraps), not commutative; neutral (0, 1, 0), the empty string.
-- ==
-- entry: hash
-- input { [104u8, 105u8] } output { 2i64 961u32 3329u32 }
-- input { empty([0]u8) } output { 0i64 1u32 0u32 }
-- random input { [1]u8 } auto output
-- random input { [31]u8 } auto output
-- random input { [257]u8 } auto output
-- random input { [100003]u8 } auto output

type str = (i64, u32, u32)

def concat_h ((l1, p1, h1): str) ((l2, p2, h2): str) : str = (l1 + l2, p1 * p2, h1 * p2 + h2)

def char (c: u8) : str = (1, 31, u32.u8 c)

entry hash (cs: []u8) : str = reduce concat_h (0, 1, 0) (map char cs)

-- Hashes of every prefix, and of each line (lines of a fixed width).
-- ==
-- entry: prefix_hashes
-- input { [104u8, 105u8] } output { [104u32, 3329u32] }
-- random input { [31]u8 } auto output
-- random input { [257]u8 } auto output
-- random input { [100003]u8 } auto output

entry prefix_hashes (cs: []u8) : []u32 = map (.2) (scan concat_h (0, 1, 0) (map char cs))

-- ==
-- entry: line_hashes
-- input { [[104u8, 105u8], [105u8, 104u8]] } output { [3329u32, 3359u32] }
-- random input { [31][257]u8 } auto output
-- random input { [257][31]u8 } auto output
-- random input { [3][100003]u8 } auto output
-- random input { [100003][2]u8 } auto output

entry line_hashes (css: [][]u8) : []u32 =
  map (\cs -> (reduce concat_h (0, 1, 0) (map char cs)).2) css

-- Segments delimited by a separator byte (0): the hash of each segment
-- so far, through a flagged scan.
-- ==
-- entry: word_hashes
-- input { [97u8, 13u8, 98u8, 99u8] } output { [97u32, 0u32, 98u32, 3137u32] }
-- random input { [31]u8 } auto output
-- random input { [100003]u8 } auto output

entry word_hashes (cs: []u8) : []u32 =
  let f (c: u8) : (bool, str) = if c % 13 == 0 then (true, (0, 1, 0)) else (false, char c)
  let op (f1: bool, s1: str) (f2: bool, s2: str) : (bool, str) = (f1 || f2, if f2 then s2 else concat_h s1 s2)
  in map (\(_, (_, _, h)) -> h) (scan op (false, (0, 1, 0)) (map f cs))
