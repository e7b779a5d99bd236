-- Module types with abstract types; ascription hides what the module
-- type does not name; `with` and `include` in module types.
-- ==
-- input { 5 } output { 6 [0, 1, 2, 3, 4] 15 }

module type counter = {
  type t
  val init : t
  val incr : t -> t
  val get : t -> i32
}

module C : counter = {
  type t = {count: i32}
  def init : t = {count = 0}
  def incr (c: t) : t = c with count = c.count + 1
  def get (c: t) = c.count
  def secret = 42   -- hidden by the ascription
}

module type stack = {
  type~ s
  val empty : s
  val push : i32 -> s -> s
  val to_array : s -> []i32
}

module type summing_stack = {
  include stack
  val sum : s -> i32
}

module S : summing_stack = {
  type~ s = []i32
  def empty : s = []
  def push (x: i32) (xs: s) : s = xs ++ [x]
  def to_array (xs: s) = xs
  def sum (xs: s) = reduce (+) 0 xs
}

module type has_elem = { type elem val dflt : elem }
module E : has_elem with elem = i64 = { type elem = i64 def dflt = 3i64 }

def main (n: i32) : (i32, []i32, i32) =
  let c = loop c = C.init for _i < n + 1 do C.incr c
  let s = loop s = S.empty for i < n do S.push i s
  in (C.get c, S.to_array s, S.sum s + i32.i64 E.dflt * 0 + 5)
