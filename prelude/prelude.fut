-- The Level-1 prelude: library functions written in the language itself.
--
-- The type checker reads this file before the user's program (user
-- definitions shadow these).  Every call of a def is inlined and checked
-- with the actual argument types, so unannotated definitions here are
-- polymorphic.  Functions that need something the language cannot say yet
-- (the element type's module for `maximum`, size arithmetic for `flatten`,
-- uniqueness for `copy`, whose result must be unique) stay intrinsics of typecheck/typecheck.cpp.

-- | The identity function.
def id x = x

-- | A function that ignores its second argument.
def const x _ = x

-- | Swaps the arguments of a binary function.
def flip f b a = f a b

-- | Turns a function on a pair into a function of two arguments.
def curry f a b = f (a, b)

-- | Turns a function of two arguments into a function on a pair.
def uncurry f (a, b) = f a b

-- | Left fold, sequentially from the first element.
def foldl f acc bs = loop acc = acc for b in bs do f acc b

-- | Right fold, sequentially from the last element.
def foldr f acc bs = loop acc = acc for b in bs[::-1] do f b acc

-- | `tabulate n f` = `map f (iota n)`.
def tabulate n f = map f (iota n)

-- | `tabulate_2d n m f` = an `n`×`m` array of `f i j`.
def tabulate_2d n m f = map (\i -> map (\j -> f i j) (iota m)) (iota n)

-- | `tabulate_3d n m k f` = an `n`×`m`×`k` array of `f i j l`.
def tabulate_3d n m k f =
  map (\i -> map (\j -> map (\l -> f i j l) (iota k)) (iota m)) (iota n)
