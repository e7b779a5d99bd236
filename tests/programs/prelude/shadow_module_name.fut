-- Modules and values are separate name spaces, and a qualified name reads
-- as a module member first (as in Futhark): `i32.i64` is the conversion
-- even where a local `i32` is in scope; a record field is reached when the
-- module has no such member.
-- ==
-- input { 3i64 } output { 3 5i64 }

def main (n: i64) =
  let a = loop acc = 0i32 for i32 < n do acc + i32.i64 i32
  let f32 = {x = n + 2}
  in (a, f32.x)
