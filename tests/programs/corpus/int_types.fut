-- Arithmetic on every integer type, with wrap-around and conversions.
-- ==
-- input { 200u8 100i8 }
-- output { 44u8 -56i8 300i32 65336u16 4294967295u32 -1i64 }

def main (x: u8) (y: i8) =
  let a = x + 100
  let b = y + y
  let c = i32.u8 x + i32.i8 y
  let d = u16.i32 (-200)
  let e = u32.highest
  let f = i64.u32 e - i64.u32 e - 1
  in (a, b, c, d, e, f)
