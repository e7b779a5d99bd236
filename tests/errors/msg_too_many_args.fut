-- A function given more arguments than it takes.
-- ==
-- error: Cannot apply "inc" to argument #2 "3", as "inc" only takes 1 argument

def inc (x: i32) = x + 1

def main (y: i32) = inc y 3
