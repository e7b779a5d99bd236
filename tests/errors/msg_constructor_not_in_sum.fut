-- A constructor that the declared sum type lacks (issue #1792: the
-- mismatch is reported against the return type).
-- ==
-- error: Function body does not have expected type(.|\n)*has no constructor #black

type colour = #red | #green | #blue

def background (dark: bool) : colour = if dark then #black else #blue
