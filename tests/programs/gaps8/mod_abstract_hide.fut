-- Language reference probe (gaps8): mod abstract hide.
module type counter = { type c val new: c val inc: c -> c val get: c -> i32 }
module C : counter = { type c = (i32, i32) def new = (0, 0) def inc ((a, b): c) = (a + 1, b) def get ((a, _): c) = a }
-- ==
-- input { } output { 3 }
entry main = C.get (C.inc (C.inc (C.inc C.new)))
