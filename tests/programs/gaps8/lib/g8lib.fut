-- A library for gaps8's import tests: its entry point is an ordinary
-- function once imported; `local` definitions stay private.
local def secret = 40i32
def answer = secret + 2
entry twice (x: i32) = x * 2
module type shape = { val sides: i32 }
