-- `fun` declarations are old Futhark syntax; the error says to write `def`.
-- ==
-- error: unexpected `fun`(.|\n)*hint: `fun` is the syntax of old Futhark versions: write `def`
fun twice (x: i32) : i32 = x * 2
def main (x: i32) = twice x
