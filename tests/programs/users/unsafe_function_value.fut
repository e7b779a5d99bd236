-- `#[unsafe]` before an expression whose value is a function but not
-- a lambda (a partial application, a composition): the attributed
-- expression can still be applied.
-- ==
-- input { [3i64, 1] [10u8, 20, 30, 40] }
-- output { [80u8, 40u8] [41u8, 21u8] }

def table : [4]u8 = [1, 2, 3, 4]

def scaled = #[unsafe] map (\(i: i64) -> table[i] * 20)

def main (is: [2]i64) (t: [4]u8) =
  let look = #[unsafe] (\(i: i64) -> t[i]) >-> (+ 1)
  in (scaled is, map look is)
