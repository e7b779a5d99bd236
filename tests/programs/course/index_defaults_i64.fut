-- An index or slice bound whose type nothing else determines is an i64,
-- so a function with unannotated bounds matches a specification that
-- takes i64 offsets.
-- ==
-- entry: window
-- input { [10, 20, 30, 40, 50] 1i64 3i64 } output { [20, 30, 40] 20 }

module type windows = {
  type win
  val mk : i64 -> i64 -> win
  val get [n] : win -> [n]i32 -> ?[k].[k]i32
  val first [n] : win -> [n]i32 -> i32
}

module w : windows = {
  type win = {from: i64, len: i64}
  def mk from len = {from, len}
  def get {from, len} xs = xs[from:from + len]
  def first {from, len = _} xs = xs[from]
}

entry window (xs: []i32) (from: i64) (len: i64) : ([]i32, i32) =
  let v = w.mk from len
  in (w.get v xs, w.first v xs)
