-- `def main` inside a module is an ordinary function (only a top-level
-- `main` is an entry point); the top-level `main` calls it.
-- ==
-- input { 4 } output { 5 }

module M = { def main (x: i32) = x + 1 }

def main (x: i32) = M.main x
