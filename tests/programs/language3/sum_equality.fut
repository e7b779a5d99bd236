-- Equality on sum types and arrays of them.
-- ==
-- input { 1 } output { true false true }

type color = #red | #green | #blue | #rgb u8 u8 u8

entry main (x: i32) =
  let c : color = if x == 1 then #rgb 1 2 3 else #red
  in (c == #rgb 1 2 3, c == #red, [#red, c] == [#red, #rgb 1 2 3 : color])
