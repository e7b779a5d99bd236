-- A sum type whose payload is another module's abstract type, matched
-- outside both modules.
-- ==
-- input { 4 } output { 5 0 }

module type counter = { type t val start: i32 -> t val get: t -> i32 }
module C : counter = { type t = {n: i32} def start (n: i32) = {n = n + 1} def get (c: t) = c.n }

type slot = #full C.t | #empty

def read (s: slot) = match s case #full c -> C.get c case #empty -> 0

def main (x: i32) = (read (#full (C.start x)), read #empty)
