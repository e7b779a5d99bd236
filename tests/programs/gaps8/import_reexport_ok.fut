-- An imported file's definitions are visible through the file that
-- defines them; `open` in a module re-exports (reference, "{ decs }").
module D = import "lib/sub/deep"
module R = { open (import "lib/g8lib") }
-- ==
-- input { } output { 43 42 }
entry main = (D.deep_answer, R.answer)
