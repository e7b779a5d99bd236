-- An imported file's exported type abbreviation is usable; a type
-- parameter named like its private type is the parameter.
import "lib/g8types"
def id 'hidden (x: hidden) : hidden = x
-- ==
-- input { 3 } output { 3 }
entry main (x: shown) : shown = id x
