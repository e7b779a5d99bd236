-- Modules nested three deep, with qualified types, values and a module
-- alias of an inner module.
-- ==
-- input { 2 } output { 112 7 14 }

module outer = {
  def base = 100i32
  module middle = {
    type num = i32
    def step : num = 5
    module inner = {
      def f (x: num) : num = base + step * x + 2
      def g (x: num) = f x - base - 5
    }
  }
  def h (x: i32) = middle.inner.g x * 2
}

module I = outer.middle.inner

def main (x: outer.middle.num) : (i32, i32, i32) = (I.f x, I.g x, outer.h x)
