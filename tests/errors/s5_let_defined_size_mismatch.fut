-- A let-bound size leaves its `let` as its definition, and that must
-- still match the declared return type: `i64.i32 r` is not `i64.i32 r + 1`.
-- ==
-- error: Sizes "i64.i32 r \+ 1" and "i64.i32 r" do not match

def counting (r: i32) : [i64.i32 r + 1]i64 =
  let rs = i64.i32 r
  in iota rs

entry main (r: i32) = counting r
