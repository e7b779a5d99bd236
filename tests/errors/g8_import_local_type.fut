-- Reference, "Referencing other files": an imported file's `local` type
-- is private to it.
-- ==
-- error: Unknown type "hidden"
import "../programs/gaps8/lib/g8types"
entry main (x: hidden) : shown = x
