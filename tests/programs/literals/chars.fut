-- Character literals are the code of the character.
-- ==
-- input { } output { 97u8 90u8 48u8 10u8 32u8 }
def main : (u8, u8, u8, u8, u8) = ('a', 'Z', '0', '\n', ' ')
