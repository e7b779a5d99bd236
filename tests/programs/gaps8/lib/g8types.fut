-- A library for gaps8: a local type and an exported abbreviation of it.
local type hidden = i32
type shown = hidden
