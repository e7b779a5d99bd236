-- Tuple components are numbered from 0; `.2` of a pair gets a hint that
-- old versions counted from 1.
-- ==
-- error: has no component `2`(.|\n)*numbered from 0 \(`\.0` to `\.1`\)
def second (p: (i32, bool)) = p.2
def main (x: i32) = second (x, true)
