-- Compile error (import cycle): a file imports a file that imports it.
-- ==
-- error: import cycle: import_cycle.fut imports cycle_a.fut imports import_cycle.fut

import "lib/cycle_a"

def main = 0i32
