-- `import` forms: plain, qualified (`module L = import`), `open import`,
-- `local open import`, a path with `..` inside the imported file; an
-- imported file's `entry` is an ordinary function here.
import "lib/g8lib"
module L = import "lib/sub/deep"
local open import "lib/g8lib"
module Sq : shape = { def sides = 4i32 }
-- ==
-- input { 5 } output { 42 43 10 4 }
entry main (x: i32) = (answer, L.deep_answer, twice x, Sq.sides)
