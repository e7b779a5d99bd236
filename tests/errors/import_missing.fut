-- Compile error (import of a missing file): the message gives the file it
-- looked for, at the `import`.
-- ==
-- error: import_missing.fut:6:1(.|\n)*cannot import "lib/no_such_file"

import "lib/no_such_file"

def main = 0i32
