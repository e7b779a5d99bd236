// Symbolic integer arithmetic for array lengths and index expressions
// (CGO'17 section 4: "arithmetic expressions with value ranges").
//
// Used by the pattern type checker (rewrite/pattern.h: lengths such as
// `n / (W*C)`) and by the backend's views, which turn split/join/
// reorderStride into index expressions that must be simplified before they
// are printed (`(l*C + j) / C` is `l` when 0 <= j < C).  All values are
// non-negative 64-bit integers; Div and Mod are floor division/remainder;
// `sub(a, b)` is only built where a >= b is known (a precondition of the
// caller: slide's window count (n - size)/step + 1 needs n >= size).
// A variable may carry an exclusive upper bound (a loop variable `j` in
// [0, C)), which is what the simplifier uses as its value range.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

namespace runic::arith {

struct Node;
using Expr = std::shared_ptr<const Node>;

struct Node {
  enum class Kind { Const, Var, Add, Sub, Mul, Div, Mod, CeilDiv, Min } kind = Kind::Const;
  int64_t value = 0;   // Const
  std::string name;    // Var
  Expr bound;          // Var: exclusive upper bound (may be null)
  Expr a, b;           // binary nodes
};

Expr cst(int64_t v);
Expr var(const std::string& name, Expr bound = nullptr);
// The constructors simplify as they build (constant folding, x*1, x+0,
// (a*c + b) / c -> a when 0 <= b < c, ...).
Expr add(Expr a, Expr b);
Expr sub(Expr a, Expr b);  // a - b; requires a >= b (see above)
Expr mul(Expr a, Expr b);
Expr div(Expr a, Expr b);
Expr mod(Expr a, Expr b);
Expr ceil_div(Expr a, Expr b);
Expr min(Expr a, Expr b);

// `e` with variable `v` replaced by `by`, rebuilt with the simplifying
// constructors (an index function applied to an index: gather's `f(i)`).
Expr subst(const Expr& e, const std::string& v, const Expr& by);

bool equal(const Expr& a, const Expr& b);
bool is_const(const Expr& e, int64_t* v = nullptr);
// Whether 0 <= e < bound is known from the value ranges.
bool known_below(const Expr& e, const Expr& bound);
// C/OpenCL C text (int64 arithmetic), fully parenthesised where needed.
std::string to_c(const Expr& e);
// Pattern-printer text: "n/(256*C)".
std::string str(const Expr& e);

}  // namespace runic::arith
