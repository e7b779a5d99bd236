// count_constructs (flatten/flatten.h): counts IR constructs at every nesting
// level, for `structure { ... }` expectations in tests.
#include "flatten/flatten.h"

namespace runic {

namespace {

using namespace ir;

const char* kind_name(Exp::Kind k) {
  switch (k) {
    case Exp::Kind::SubExp: return "SubExp";
    case Exp::Kind::BinOp: return "BinOp";
    case Exp::Kind::CmpOp: return "CmpOp";
    case Exp::Kind::UnOp: return "UnOp";
    case Exp::Kind::Convert: return "Convert";
    case Exp::Kind::PrimFun: return "PrimFun";
    case Exp::Kind::Index: return "Index";
    case Exp::Kind::Update: return "Update";
    case Exp::Kind::ArrayLit: return "ArrayLit";
    case Exp::Kind::Iota: return "Iota";
    case Exp::Kind::Replicate: return "Replicate";
    case Exp::Kind::Rearrange: return "Rearrange";
    case Exp::Kind::Reshape: return "Reshape";
    case Exp::Kind::Concat: return "Concat";
    case Exp::Kind::Copy: return "Copy";
    case Exp::Kind::Assert: return "Assert";
    case Exp::Kind::If: return "If";
    case Exp::Kind::Loop: return "Loop";
    case Exp::Kind::Screma: return "Screma";
    case Exp::Kind::SegOp: return "SegOp";
    case Exp::Kind::Stream: return "Stream";
    case Exp::Kind::Apply: return "Apply";
    case Exp::Kind::Scatter: return "Scatter";
    case Exp::Kind::Hist: return "Hist";
    case Exp::Kind::Ad: return "Ad";
  }
  return "?";
}

void count_body(const Body& b, std::map<std::string, int>& n);

void count_lambda(const Lambda& l, std::map<std::string, int>& n) {
  if (l.body) count_body(*l.body, n);
}

void count_exp(const Exp& e, std::map<std::string, int>& n) {
  if (e.kind == Exp::Kind::SegOp && e.seg_group) {
    // A row-group SegMap (ir/rowgroup.h) counts as SegGroup alone: its
    // SOACs run inside one work-group, and the flattened alternative
    // beside it keeps the counts that tests expect of flattening.
    n["SegGroup"]++;
    return;
  }
  n[kind_name(e.kind)]++;
  if (e.kind == Exp::Kind::SegOp) {
    switch (e.seg_kind) {
      case SegKind::Map: n["SegMap"]++; break;
      case SegKind::Red: n["SegRed"]++; break;
      case SegKind::Scan: n["SegScan"]++; break;
      case SegKind::Scatter: n["SegScatter"]++; break;
      case SegKind::Hist: n["SegHist"]++; break;
    }
  }
  if (e.kind == Exp::Kind::Screma) {
    if (!e.scans.empty()) n["scanomap"]++;
    else if (!e.reduces.empty()) n["redomap"]++;
    else n["map"]++;
    count_lambda(e.map_lambda, n);
  }
  if (e.kind == Exp::Kind::Stream) {
    n[e.stream_kind == Exp::StreamKind::Map   ? "stream_map"
      : e.stream_kind == Exp::StreamKind::Red ? "stream_red"
                                              : "stream_seq"]++;
    count_lambda(e.map_lambda, n);
  }
  for (auto& b : e.bodies)
    if (b) count_body(*b, n);
  for (auto& op : e.scans) count_lambda(op.lambda, n);
  for (auto& op : e.reduces) count_lambda(op.lambda, n);
}

void count_body(const Body& b, std::map<std::string, int>& n) {
  for (auto& s : b.stms) count_exp(s.exp, n);
}

}  // namespace

std::map<std::string, int> count_constructs(const ir::Program& prog) {
  std::map<std::string, int> n;
  for (auto& f : prog.functions)
    if (f.body) count_body(*f.body, n);
  return n;
}

}  // namespace runic
