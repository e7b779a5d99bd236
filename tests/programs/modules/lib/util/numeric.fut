-- Numeric helpers, imported by the module tests.
import "sorting"

module type numeric = {
  type t
  val + : t -> t -> t
  val * : t -> t -> t
  val zero : t
  val one : t
  val from_i64 : i64 -> t
}

module i32_num : numeric with t = i32 = {
  type t = i32
  def (+) (a: i32) (b: i32) = a i32.+ b
  def (*) (a: i32) (b: i32) = a i32.* b
  def zero = 0i32
  def one = 1i32
  def from_i64 (x: i64) = i32.i64 x
}

module f32_num : numeric with t = f32 = {
  type t = f32
  def (+) = (f32.+)
  def (*) = (f32.*)
  def zero = 0f32
  def one = 1f32
  def from_i64 = f32.i64
}

local def square (x: i32) = x * x
def sum_squares (xs: []i32) = reduce (+) 0 (map square xs)

module i32_order : ordered with t = i32 = { type t = i32 def lte (a: i32) (b: i32) = a <= b }
