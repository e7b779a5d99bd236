-- A return type whose size is written `[]` takes the body's size when its
-- callers can know it; a size computed from a top-level constant (a
-- bitset library's `(n - 1) / num_bits + 1` with `def num_bits = ...`)
-- is known to them, so a caller may promise that size in its own return
-- type.  Spellings: a constant in arithmetic, the constant alone, a
-- record holding the array, a function of a parametric module whose
-- body names the module's own constant, and a module ascribed a
-- signature that states the size.

def word_bits = 8i64
def pad = 3i64

def words (n: i64) : []u8 =
  let len = (n - 1) / word_bits + 1
  in sized len <| replicate len 0u8

def padded (n: i64) : []i64 = iota (n + pad)

def just_pad (_: i64) : []bool = replicate pad true

type set [k] = {bits: [k]u8, cap: i64}

def empty (n: i64) : set[] =
  let len = (n - 1) / word_bits + 1
  in {bits = replicate len 0u8, cap = n}

def resize (c: i64) : set[(c - 1) / word_bits + 1] =
  let s = empty c
  in {bits = map (\i -> u8.i64 i) (indices s.bits), cap = c}

module mk (P: {val w: i64}) = {
  def w2 = P.w * 2
  def blocks (n: i64) : []i32 = replicate (n / w2 + 1) 1i32
  def count (n: i64) : [n / w2 + 1]i32 = blocks n
}

module m4 = mk {def w = 2i64}

-- A module ascribed a signature that promises the size, the constant
-- first used inside the function (bitset's `empty` under `mk_bitset (I:
-- integral) : bitset`).
module type chunked = {
  val q : i64
  val chunks : (c: i64) -> [c / q + 1]u8
}

module by3 : chunked = {
  def q = 3i64
  def chunks (c: i64) : []u8 = replicate (c / q + 1) 0u8
}

-- ==
-- entry: main
-- input { 17i64 } output { 3i64 20i64 3i64 [0u8, 1u8, 2u8] 5i64 6i64 }
-- input { 8i64 } output { 1i64 11i64 3i64 [0u8] 3i64 3i64 }

entry main (n: i64) =
  let ws : [(n - 1) / word_bits + 1]u8 = words n
  let ps : [n + pad]i64 = padded n
  let bs : [pad]bool = just_pad n
  let r = resize n
  let cs = m4.count n
  let ks : [n / by3.q + 1]u8 = by3.chunks n
  in (length ws, length ps, length bs, r.bits, length cs, length ks)
