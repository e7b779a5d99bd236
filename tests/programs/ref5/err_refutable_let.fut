-- let patterns must be irrefutable.
-- ==
-- error: .

type opt = #some i32 | #none
def main (x: i32) = let (#some y) : opt = #some x in y
