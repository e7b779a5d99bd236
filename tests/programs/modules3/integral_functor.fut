-- A functor over `integral`: bitwise operators, `//`, `%%`, `popc`,
-- `num_bits`, applied to signed and unsigned modules.
-- ==
-- input { 13 } output { 3 1 -3 -1 1 32 8 6u8 }

module bits (I: integral) = {
  def ones (x: I.t) = I.popc x
  def low_bit (x: I.t) = x I.& I.i32 1
  def quot (a: I.t) (b: I.t) = a I.// b
  def rem (a: I.t) (b: I.t) = a I.%% b
  def width = I.num_bits
  def shifted (x: I.t) = (x I.<< I.i32 1) I.>> I.i32 2
}

module B32 = bits i32
module B8 = bits u8

def main (x: i32) =
  (B32.ones x, B32.low_bit x, B32.quot (-x) 4, B32.rem (-x) 4, B32.rem x 4, B32.width, B8.width,
   B8.shifted (u8.i32 x))
