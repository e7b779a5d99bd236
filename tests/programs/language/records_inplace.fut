-- Records and sums together with in-place updates: a record with an array
-- field updated in a loop, a consuming function on a record, and an array
-- of sum values updated with `let a[i] = ...`.
-- ==
-- input { 3i64 2i32 } output { [0i32, 1i32, 2i32] 3i32 [0i32, 1i32, 2i32] 2i32 }
-- input { 1i64 -4i32 } output { [0i32] 1i32 [0i32, 0i32, 0i32] -4i32 }

type state [n] = {buf: [n]i32, count: i32}
type cell = #empty | #full i32

def set (r: *{a: [3]i32}) (i: i64) (v: i32) : *{a: [3]i32} = r with a = (r.a with [i] = v)

def get (c: cell) = match c case #full x -> x case #empty -> 0

entry main (n: i64) (x: i32) =
  let s: state [n] = {buf = replicate n 0, count = 0}
  let s = loop s for i < n do s with buf = (copy s.buf with [i] = i32.i64 i) with count = s.count + 1
  let r = loop r = {a = replicate 3 0} for i < i64.min n 3 do set r i (i32.i64 i)
  let grid = replicate 3 #empty : [3]cell
  let grid[1] = #full x
  in (s.buf, s.count, r.a, get grid[1] + get grid[0])
