// Reference for backprop.fut: one training step of an n x h x 1 network
// (Rodinia's bpnn_train).  Usage: backprop PREFIX N H
#include "common.h"
using namespace ref;
static double squash(double x) { return 1 / (1 + std::exp(-x)); }
int main(int argc, char** argv) {
  std::string p = argv[1];
  int64_t n = arg(argc, argv, 2), h = arg(argc, argv, 3);
  auto input = uniform(n, 0, 1, 71);
  auto w_ih = uniform(n * h, -0.05f, 0.05f, 72), dw_ih = uniform(n * h, -0.01f, 0.01f, 73);
  auto w_ho = uniform(h, -1, 1, 74), dw_ho = uniform(h, -0.1f, 0.1f, 75);
  float target = 0.9f;
  {
    Writer w(p + ".in");
    w.array(input, {n}); w.array(w_ih, {n, h}); w.array(dw_ih, {n, h});
    w.array(w_ho, {h}); w.array(dw_ho, {h}); w.scalar(target);
  }
  const double eta = 0.3, momentum = 0.3;
  std::vector<double> hidden(h, 0.0);
  for (int64_t j = 0; j < h; ++j) {
    double s = 0;
#pragma omp parallel for reduction(+ : s)
    for (int64_t i = 0; i < n; ++i) s += (double)w_ih[i * h + j] * input[i];
    hidden[j] = squash(s);
  }
  double so = 0;
  for (int64_t j = 0; j < h; ++j) so += w_ho[j] * hidden[j];
  double out = squash(so);
  double delta_o = out * (1 - out) * (target - out);
  std::vector<double> delta_h(h);
  for (int64_t j = 0; j < h; ++j) delta_h[j] = hidden[j] * (1 - hidden[j]) * delta_o * w_ho[j];
  std::vector<float> w_ho2(h), w_ih2(n * h);
  for (int64_t j = 0; j < h; ++j)
    w_ho2[j] = (float)(w_ho[j] + eta * delta_o * hidden[j] + momentum * dw_ho[j]);
#pragma omp parallel for
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < h; ++j)
      w_ih2[i * h + j] =
          (float)(w_ih[i * h + j] + eta * delta_h[j] * input[i] + momentum * dw_ih[i * h + j]);
  Writer w(p + ".out"); w.array(w_ih2, {n, h}); w.array(w_ho2, {h});
}
