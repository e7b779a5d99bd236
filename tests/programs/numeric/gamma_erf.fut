-- gamma, lgamma, erf, erfc.
-- ==
-- input { 5.0 0.5 } output { 24.0 3.178053830347945 0.5204998778130465 0.4795001221869535 }
entry main (x: f64) (y: f64) = (f64.gamma x, f64.lgamma x, f64.erf y, f64.erfc y)
