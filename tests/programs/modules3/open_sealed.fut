-- `open` of a sealed module: its abstract type and values are used
-- unqualified, and stay abstract.
-- ==
-- input { 5 } output { 6 }

module type counter = { type counter val new: i32 -> counter val next: counter -> counter val read: counter -> i32 }
module C : counter = { type counter = i32 def new (x: i32) = x def next (c: i32) = c + 1 def read (c: i32) = c }

open C

def bump (c: counter) : counter = next c

def main (x: i32) = read (bump (new x))
