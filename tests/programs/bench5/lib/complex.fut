-- Complex numbers over any real module.

module mk_complex (R: real) = {
  type real = R.t
  type complex = (real, real)
  def mk (a: real) (b: real) : complex = (a, b)
  def re ((a, _): complex) = a
  def im ((_, b): complex) = b
  def (a, b) +^ (c, d) : complex = (a R.+ c, b R.+ d)
  def ((a, b): complex) *^ ((c, d): complex) : complex =
    (a R.* c R.- b R.* d, a R.* d R.+ b R.* c)
  def mag_sq ((a, b): complex) = a R.* a R.+ b R.* b
  def conj ((a, b): complex) : complex = (a, R.neg b)
}
