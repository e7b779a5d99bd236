-- Parametric modules written as `\(P: S) -> ...`, with and without a
-- result module type, and one applied directly.
-- ==
-- input { 6 } output { 18 12 7 }

module type S = { val k: i32 }

module F = \(P: S) -> { def scale (x: i32) = x * P.k }
module G = \(P: S) : { val add: i32 -> i32 } -> { def add (x: i32) = x + P.k def hidden = 1i32 }

module F3 = F { def k = 3i32 }
module G6 = G { def k = 6i32 }
module H = (\(P: S) -> { def one = P.k + 1 }) { def k = 6i32 }

def main (x: i32) = (F3.scale x, G6.add x, H.one)
