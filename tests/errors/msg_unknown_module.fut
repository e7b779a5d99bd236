-- A type abbreviation used where a module is needed (issue #1867).
-- ==
-- error: Unknown name "real"

type real = f32
module r = real
