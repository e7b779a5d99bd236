-- Definitions without annotations: polymorphic ones are generalised and
-- used at several types; ones using overloaded arithmetic default to i32
-- (f64 for fractional literals) at their definition, as the reference
-- says, whatever their later uses.
-- ==
-- input { 3i32 4i32 } output { 7i32 3i32 4.5f64 2.5f32 true 12i32 3i32 }
-- input { -3i32 3i32 } output { 0i32 -3i32 4.5f64 2.5f32 true -9i32 -3i32 }

def add x y = x + y

def half x = x / 2.0

def fst (a, _) = a

def snd (_, b) = b

def apply f x = f x

def compose f g x = f (g x)

def eq3 a b c = a == b && b == c

entry main (a: i32) (b: i32) =
  ( add a b
  , fst (a, true)
  , half 9
  , snd ('x', 2.5f32)
  , eq3 (fst (1u8, 0)) 1 (snd ((), 1))
  , apply (compose (* a) (+ 1)) b - a
  , apply fst (a, [1, 2]) )
