-- A `local` definition of an imported file is not visible to the
-- importer, who may define the same name; the file's other definitions
-- are.
-- ==
-- input { 2 } output { 4 7 3 }

import "lib/ops"

def secret = 7i32

def main (x: i32) = (pair_sum (x, x), secret, ((1, 1) <+> (x, 0)).0)
