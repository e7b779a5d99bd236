-- Futhark's wording for a name that is not in scope (issue #1867).
-- ==
-- error: Unknown name "totl"

def main (xs: []i32) = let total = i32.sum xs in totl * 2
