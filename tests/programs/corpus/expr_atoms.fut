-- Expression atoms and operators as Futhark users write them at the top
-- level: lambdas with return types, sections, composition, indexing of
-- literals, qualified local opens, integer division forms, assert.
-- ==
-- input {} output { 5 2 [4, 6] [2, 3, 1] 3 1 2 2 2 3 -3 true -1 29 25 98u8 1.5f32 9 4 0.25f32 7 6 [1, 2] 3 3 2 2 5 }

def f = \(x: i32) : i32 -> x + 1
def g = \x y -> x * y + 1i32
def h (x: i32) = x |> f |> (`g` 2)
def k = (.0) >-> (+ 1i32) : (i32, i32) -> i32
def p = map (\(a, b) -> a + b) (zip [1, 2] [3, 4i32])
def xs = [1, 2, 3]
def q = xs[1:] ++ xs[:1]
def r = let a = 1 let b = 2 in a + b : i32
def s = if true then 1 else 2
def t = (1, 2).1
def u = {a = 1, b = 2}.b
def v = [1, 2, 3][1]
def w = [[1, 2], [3, 4]][1, 0]
def x' = -(1 + 2)
def y = !true || !false
def z = 1 + - 2
def aa = 0x10 + 0b11 + 1_0
def bb = 'z' - 'a'
def cc = "abc"[1]
def dd = f32.i32 3 / 2
def ee = 3 ** 2 : i32
def ff = 7 // 2 + 7 %% 3
def gg = 2.5e-1f32
def hh = i32.(1 + 2 * 3)
def ii = loop x = 0 for i in [1, 2, 3] do x + i
def jj = map (\x -> x) <| [1, 2]
def kk = (+) 1 2
def ll = (1 +) 2
def mm = (.[1]) [1, 2, 3]
def nn = (-) 5 3
def oo = assert true 5
def main = (h 1, k (1, 2), p, q, r, s, t, u, v, w, x', y, z, aa, bb, cc, dd, ee, ff, gg, hh, ii, jj, kk, ll, mm, nn, oo)
