-- A module type with a submodule specification; a functor uses the
-- parameter's submodule and its types, also through a sealed module.
-- ==
-- input { 3 } output { 9 34 }

module type key = { type t val from_int: i32 -> t val to_int: t -> i32 }
module type table = { module K: key val lookup: K.t -> i32 }

module use_table (T: table) = {
  def twice (k: T.K.t) = T.lookup k + T.lookup k + T.K.to_int k - 2
}

module ints : table = {
  module K = { type t = i32 def from_int (x: i32) = x def to_int (x: i32) = x }
  def lookup (k: i32) = k + 1
}

module bytes = {
  module K = { type t = u8 def from_int (x: i32) = u8.i32 x def to_int (x: u8) = i32.u8 x * 10 }
  def lookup (k: u8) = i32.u8 k
}

module UI = use_table ints
module US = use_table bytes

def main (x: i32) = (UI.twice (ints.K.from_int x), US.twice (bytes.K.from_int x))
