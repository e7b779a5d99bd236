-- Helper for samples14's tests: a size-parameterised abbreviation for
-- byte strings and an option type (no test block of its own).
type bytes [n] = [n]u8
type opt 'a = #yes a | #no

def is_digit (c: u8) = c >= '0' && c <= '9'
