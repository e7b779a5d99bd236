-- The empty string is an empty [0]u8.
-- ==
-- input { } output { empty([0]u8) }
def main = ""
