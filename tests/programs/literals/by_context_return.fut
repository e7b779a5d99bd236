-- The declared return type fixes the type of literals in the body.
-- ==
-- input { } output { 200u8 -1i16 }
def main : (u8, i16) = (200, -1)
