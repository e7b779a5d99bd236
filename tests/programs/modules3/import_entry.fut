-- The entry points of an imported file are ordinary definitions there:
-- callable, qualified or not, and not entry points of this program.
-- ==
-- entry: go
-- input { 4 } output { 12 36 -996 }

module W = import "lib/with_entry"
import "lib/with_entry"

entry go (x: i32) = (triple x, W.triple (triple x), W.main x)
