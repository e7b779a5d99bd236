-- Compile error (error index "not-consumable"): the initial value of a loop
-- parameter declared unique is a parameter that is not unique; the body
-- never updates the array, but the annotation alone consumes it.
-- ==
-- error: 8:31: error: Would consume `ys`, which is not consumable.*declare it `\*\[\]i32`

def shifted (ys: []i32) : []i32 =
  let r = loop (xs: *[]i32) = ys for i < 3 do map (+ 1) xs
  in r

def main (ys: []i32) = shifted ys
