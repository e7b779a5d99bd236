// Parser: source text -> AST, with a PEGTL 3 grammar following Futhark's
// syntax (Level 1 of LANGUAGE.md).
//
// How it works.  The grammar below (namespace `gram`) is matched by
// PEGTL's parse-tree builder, which keeps the nodes of the rules named in
// `Selector` and discards those of failed alternatives, so alternatives may
// backtrack freely.  `Converter` then walks the parse tree and builds the AST
// of frontend/ast.h, doing the few desugarings that ast.h documents (pipes
// to applications, `let a[i] = v` to `let a = a with [i] = v`, negative
// literals).  Spans come from the parse-tree positions (1-based line and
// byte column; the end is exclusive).
//
// Operator precedence is Futhark's, lowest first:
//   `||`, `&&`, comparison (`== != < > <= >=` and every operator starting
//   with `= < > !`), bitwise `& ^ |`, shifts `<< >> >>>`, `+ -`, `* / % // %%`,
//   `|>` (left), `<|` (right), `**`, prefix `-`/`!`, application, postfix
//   indexing/projection.  Above all of them: `with`, ranges, ascription `:`
//   and size coercion `:>`.
//   An operator's row is chosen by its leading characters (`op_level`).
//
// Errors.  Every commit point of the grammar is a `need<"message", rule>`
// (a PEGTL `must<>`) whose failure raises a parse_error with that message at
// the current position; brackets are matched by `group<>`, which reports
// "unclosed `(` opened at L:C".  `parse_program` parses one top-level
// declaration at a time; after an error it resumes at the next line whose
// first word is `def`, `entry` or `type`, so independent mistakes are all
// reported while one mistake gives one message.  All diagnostics are thrown
// together as one CompileError.
#include "frontend/parser.h"

#include <boost/multiprecision/cpp_int.hpp>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/parse_tree.hpp>

namespace runic {
namespace {

namespace peg = tao::pegtl;

// ---------------------------------------------------------------------------
// Small helpers shared by the grammar and the converter.

const char* const kKeywords[] = {
    "let",   "in",     "if",   "then",  "else",  "loop",   "for",
    "while", "do",     "def",  "entry", "type",  "with",   "true",
    "false", "assert", "module", "open", "import", "local", "match",
    "case"};

bool is_keyword(std::string_view s) {
  for (const char* k : kKeywords)
    if (s == k) return true;
  return false;
}

std::optional<PrimType> prim_type_named(std::string_view s) {
  static const std::pair<const char*, PrimType> table[] = {
      {"i8", PrimType::I8},   {"i16", PrimType::I16}, {"i32", PrimType::I32},
      {"i64", PrimType::I64}, {"u8", PrimType::U8},   {"u16", PrimType::U16},
      {"u32", PrimType::U32}, {"u64", PrimType::U64}, {"f16", PrimType::F16},
      {"f32", PrimType::F32}, {"f64", PrimType::F64}, {"bool", PrimType::Bool}};
  for (const auto& [name, t] : table)
    if (s == name) return t;
  return std::nullopt;
}

bool is_ident_first(char c) {
  return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}
bool is_ident_other(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '\'';
}
bool is_opchar(char c) { return std::strchr("+-*/%=!><&^|", c) != nullptr && c; }

// The precedence row of a binary operator (0 = loosest), or -1 if the token
// is not a binary operator.
int op_level(std::string_view op) {
  if (op.empty() || op == "=" || op == "!" || op == "->" || op == "<-")
    return -1;
  if (op == "|>") return 7;
  if (op == "<|") return 8;
  auto starts = [&](const char* p) { return op.rfind(p, 0) == 0; };
  if (starts("||")) return 0;
  if (starts("&&")) return 1;
  if (starts("**")) return 9;
  if (starts("<<") || starts(">>")) return 4;
  switch (op[0]) {
    case '=': case '<': case '>': case '!': return 2;
    case '&': case '^': case '|': return 3;
    case '+': case '-': return 5;
    case '*': case '/': case '%': return 6;
  }
  return -1;
}
constexpr int kTopLevel = 9;  // `**`
bool right_assoc_level(int level) { return level == 8; }

// Length of the operator token at `p` (maximal munch, stopping before `--`).
size_t op_token_length(const char* p, const char* end) {
  size_t n = 0;
  while (p + n < end && is_opchar(p[n])) {
    if (p[n] == '-' && p + n + 1 < end && p[n + 1] == '-') break;
    ++n;
  }
  return n;
}

size_t ident_length(const char* p, const char* end) {
  if (p >= end || !is_ident_first(*p)) return 0;
  size_t n = 1;
  while (p + n < end && is_ident_other(p[n])) ++n;
  return n;
}

// A short rendering of the token at `p`, for "unexpected `x`" messages.
std::string token_at(const char* p, const char* end) {
  if (p >= end) return "end of file";
  if (size_t n = ident_length(p, end)) return std::string(p, n);
  if (size_t n = op_token_length(p, end)) return std::string(p, n);
  if (std::isdigit(static_cast<unsigned char>(*p))) {
    size_t n = 0;
    while (p + n < end && (std::isalnum(static_cast<unsigned char>(p[n])) ||
                           p[n] == '_' || p[n] == '.'))
      ++n;
    return std::string(p, n);
  }
  return std::string(1, *p);
}

// The operator most recently matched by a binary-operator rule, for the
// message "expected an expression after `op`".
thread_local std::string g_last_op;

template <size_t N>
struct fixed_string {
  char s[N];
  constexpr fixed_string(const char (&a)[N]) {
    for (size_t i = 0; i < N; ++i) s[i] = a[i];
  }
};

// ---------------------------------------------------------------------------
// The grammar.
namespace gram {
using namespace peg;

// `need<"message", R...>`: R must match here, otherwise a parse error.
template <fixed_string Msg, typename... R>
struct expect : seq<R...> {
  static constexpr auto message = Msg;
};
template <fixed_string Msg, typename... R>
struct need : must<expect<Msg, R...>> {};

// Whitespace and `--` comments.
struct line_comment : seq<two<'-'>, until<eolf>> {};
struct ws : star<sor<one<' ', '\t', '\r', '\n', '\f', '\v'>, line_comment>> {};

struct ident_other : ranges<'a', 'z', 'A', 'Z', '0', '9', '_', '_', '\'', '\''> {};

template <typename Str>
struct kw : seq<Str, not_at<ident_other>> {};
#define RUNIC_KW(name, str) struct name : kw<TAO_PEGTL_STRING(str)> {};
RUNIC_KW(kw_let, "let")
RUNIC_KW(kw_in, "in")
RUNIC_KW(kw_if, "if")
RUNIC_KW(kw_then, "then")
RUNIC_KW(kw_else, "else")
RUNIC_KW(kw_loop, "loop")
RUNIC_KW(kw_for, "for")
RUNIC_KW(kw_while, "while")
RUNIC_KW(kw_do, "do")
RUNIC_KW(kw_def, "def")
RUNIC_KW(kw_entry, "entry")
RUNIC_KW(kw_type, "type")
RUNIC_KW(kw_with, "with")
RUNIC_KW(kw_true, "true")
RUNIC_KW(kw_false, "false")
RUNIC_KW(kw_assert, "assert")
#undef RUNIC_KW

// A name that is not a keyword (and not the wildcard `_`).
struct identifier {
  using rule_t = identifier;
  using subs_t = empty_list;
  template <typename ParseInput>
  static bool match(ParseInput& in) {
    size_t n = ident_length(in.current(), in.end());
    if (n == 0) return false;
    std::string_view s(in.current(), n);
    if (s == "_" || is_keyword(s)) return false;
    in.bump_in_this_line(n);
    return true;
  }
};

// `f32.` in `f32.sqrt`: a primitive type name directly followed by `.name`.
struct prim_qualifier {
  using rule_t = prim_qualifier;
  using subs_t = empty_list;
  template <typename ParseInput>
  static bool match(ParseInput& in) {
    const char* p = in.current();
    size_t n = ident_length(p, in.end());
    if (n == 0 || !prim_type_named(std::string_view(p, n))) return false;
    if (p + n + 1 >= in.end() || p[n] != '.' || !is_ident_first(p[n + 1]))
      return false;
    in.bump_in_this_line(n + 1);
    return true;
  }
};
struct raw_name {
  using rule_t = raw_name;
  using subs_t = empty_list;
  template <typename ParseInput>
  static bool match(ParseInput& in) {
    size_t n = ident_length(in.current(), in.end());
    if (n == 0) return false;
    in.bump_in_this_line(n);
    return true;
  }
};

// Any operator usable as a binary operator (sections).  `Level` >= 0 also
// requires the operator's precedence row, and that it is not directly
// followed by `)` (which makes `(e op)` a left section).
template <int Level>
struct op_rule {
  using rule_t = op_rule;
  using subs_t = empty_list;
  template <typename ParseInput>
  static bool match(ParseInput& in) {
    const char* p = in.current();
    size_t n = op_token_length(p, in.end());
    if (n == 0) return false;
    std::string_view op(p, n);
    int level = op_level(op);
    if (level < 0) return false;
    if (Level >= 0) {
      if (level != Level) return false;
      const char* q = p + n;
      while (q < in.end() && std::isspace(static_cast<unsigned char>(*q))) ++q;
      if (q < in.end() && *q == ')') return false;
      g_last_op = std::string(op);
    }
    in.bump_in_this_line(n);
    return true;
  }
};
template <int Level>
struct binop : op_rule<Level> {};
struct sec_op : op_rule<-1> {};
struct left_sec_op : op_rule<-1> {};

// Brackets: `O ws Content ws C`; after O the content is required (else
// `Msg`), and a missing C is reported with the position of O.
template <char O, char C, typename Content, fixed_string Msg>
struct group {
  using rule_t = group;
  using subs_t = type_list<Content>;
  template <apply_mode A, rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput,
            typename... States>
  static bool match(ParseInput& in, States&&... st) {
    if (in.empty() || in.peek_char() != O) return false;
    const position open = in.position();
    in.bump_in_this_line(1);
    (void)peg::match<ws, A, rewind_mode::dontcare, Action, Control>(in, st...);
    if (!peg::match<Content, A, rewind_mode::required, Action, Control>(in, st...))
      throw parse_error(Msg.s, in);
    (void)peg::match<ws, A, rewind_mode::dontcare, Action, Control>(in, st...);
    if (in.empty() || in.peek_char() != C) {
      std::string msg = std::string("unclosed `") + O + "` opened at " +
                        std::to_string(open.line) + ":" +
                        std::to_string(open.column);
      throw parse_error(msg, in);
    }
    in.bump_in_this_line(1);
    return true;
  }
};

struct eq : seq<one<'='>, not_at<one<'+', '-', '*', '/', '%', '=', '!', '>', '<', '&', '^', '|'>>> {};
struct colon : seq<one<':'>, not_at<one<':', '>'>>> {};

// ---- literals ----
struct digits_ : seq<digit, star<sor<digit, one<'_'>>>> {};
struct xdigits_ : seq<xdigit, star<sor<xdigit, one<'_'>>>> {};
struct exponent_ : seq<one<'e', 'E'>, opt<one<'+', '-'>>, plus<digit>> {};
struct hexfloat_ : seq<one<'0'>, one<'x', 'X'>, xdigits_, opt<one<'.'>, star<xdigit>>,
                       one<'p', 'P'>, opt<one<'+', '-'>>, plus<digit>> {};
struct hexint_ : seq<one<'0'>, one<'x', 'X'>, xdigits_> {};
struct binint_ : seq<one<'0'>, one<'b', 'B'>, plus<one<'0', '1', '_'>>> {};
struct decfloat_ : sor<seq<digits_, one<'.'>, digit, star<sor<digit, one<'_'>>>, opt<exponent_>>,
                       seq<digits_, exponent_>> {};
struct num_suffix_ : seq<one<'i', 'u', 'f'>, sor<string<'1', '6'>, string<'3', '2'>, string<'6', '4'>, one<'8'>>> {};
struct number_core : seq<sor<hexfloat_, hexint_, binint_, decfloat_, digits_>, opt<num_suffix_>,
                         need<"invalid numeric literal", not_at<ident_other>>> {};
struct number : seq<number_core> {};
struct neg_number : seq<one<'-'>, number_core> {};

struct char_lit : seq<one<'\''>, star<sor<seq<one<'\\'>, not_one<'\n'>>, not_one<'\'', '\n', '\\'>>>,
                      need<"unterminated character literal", one<'\''>>> {};
struct string_lit : seq<one<'"'>, star<sor<seq<one<'\\'>, not_one<'\n'>>, not_one<'"', '\n', '\\'>>>,
                        need<"unterminated string literal", one<'"'>>> {};
struct true_lit : kw_true {};
struct false_lit : kw_false {};

// ---- types ----
struct type_exp;
struct type_core;
struct dim : opt<sor<digits_, identifier>> {};
struct array_type : seq<one<'['>, ws, dim, ws, need<"expected `]` in array type", one<']'>>, ws,
                        need<"expected the element type of the array type", type_core>> {};
struct type_name : seq<identifier> {};
struct size_arg : seq<one<'['>, ws, dim, ws, need<"expected `]` after the size", one<']'>>> {};
struct named_type : seq<type_name, star<ws, size_arg>> {};
struct type_list_ : seq<type_exp, star<ws, one<','>, ws, type_exp>, opt<ws, one<','>>> {};
struct type_group : group<'(', ')', opt<type_list_>, "expected a type after `(`"> {};
struct type_core : sor<array_type, type_group, named_type> {};
struct unique_type : seq<one<'*'>, ws, need<"expected a type after `*`", type_core>> {};
struct type_noarrow : sor<unique_type, type_core> {};
struct arrow_type : seq<type_noarrow, ws, string<'-', '>'>, ws, need<"expected a type after `->`", type_exp>> {};
struct type_exp : sor<arrow_type, type_noarrow> {};
struct need_type : need<"expected a type after `:`", type_exp> {};

// ---- patterns ----
struct pat_ascr;
struct pat_wild : seq<one<'_'>, not_at<ident_other>> {};
struct pat_id : seq<identifier> {};
struct pat_list : seq<pat_ascr, star<ws, one<','>, ws, pat_ascr>, opt<ws, one<','>>> {};
struct pat_group : group<'(', ')', opt<pat_list>, "expected a pattern after `(`"> {};
struct atom_pat : sor<pat_wild, pat_id, pat_group> {};
struct pat_ascr : seq<atom_pat, opt<ws, colon, ws, need_type>> {};

// ---- expressions ----
struct exp;
struct range_exp;
struct prefix_exp;
struct postfix_exp;

struct var : seq<identifier> {};
struct qual_var : seq<prim_qualifier, raw_name> {};

struct op_section : seq<sec_op, ws, at<one<')'>>> {};
struct proj_section : seq<one<'.'>, sor<plus<digit>, raw_name>, ws, at<one<')'>>> {};
struct right_section : seq<not_at<one<'-'>>, sec_op, ws, exp, ws, at<one<')'>>> {};
struct exp_list : seq<exp, star<ws, one<','>, ws, exp>, opt<ws, one<','>>> {};
struct paren_body : seq<exp, ws, sor<seq<left_sec_op, ws, at<one<')'>>>,
                                      seq<star<ws, one<','>, ws, exp>, opt<ws, one<','>>>>> {};
struct paren_content : sor<at<one<')'>>, op_section, proj_section, right_section, paren_body> {};
struct paren_exp : group<'(', ')', paren_content, "expected an expression after `(`"> {};
struct array_lit : group<'[', ']', opt<exp_list>, "expected an expression after `[`"> {};

struct slice_start : seq<range_exp> {};
struct slice_end : seq<range_exp> {};
struct slice_stride : seq<range_exp> {};
struct slice_rest : seq<one<':'>, ws, opt<slice_end>, opt<ws, one<':'>, ws, opt<slice_stride>>> {};
struct dim_index : sor<seq<slice_start, opt<ws, slice_rest>>, slice_rest> {};
struct index_list : seq<dim_index, star<ws, one<','>, ws, need<"expected an index after `,`", dim_index>>> {};
struct index_suffix : group<'[', ']', index_list, "expected an index after `[`"> {};
struct proj_suffix : seq<one<'.'>, sor<plus<digit>, raw_name>> {};

struct atom : sor<number, char_lit, string_lit, true_lit, false_lit, qual_var, var, paren_exp, array_lit> {};
struct postfix_exp : seq<atom, star<sor<index_suffix, proj_suffix>>> {};
struct assert_exp : seq<kw_assert, ws, need<"expected a condition after `assert`", postfix_exp>, ws,
                        need<"expected an expression after the condition of `assert`", postfix_exp>> {};
struct app_exp : sor<assert_exp, seq<postfix_exp, star<ws, postfix_exp>>> {};

struct need_exp_eq : need<"expected an expression after `=`", exp> {};

// if / let / loop / lambda: extend as far right as possible.
struct if_exp : seq<kw_if, ws, need<"expected a condition after `if`", exp>, ws,
                    need<"expected `then`", kw_then>, ws,
                    need<"expected an expression after `then`", exp>, ws,
                    need<"expected `else`", kw_else>, ws,
                    need<"expected an expression after `else`", exp>> {};

struct let_exp;
struct let_body : sor<seq<kw_in, ws, need<"expected an expression after `in`", exp>>,
                      seq<at<kw_let>, let_exp>> {};
struct need_let_body : need<"expected `in` after the `let` binding", let_body> {};
struct size_name : seq<identifier> {};
struct size_param : seq<one<'['>, ws, need<"expected a size parameter name after `[`", size_name>, ws,
                        need<"expected `]` after the size parameter", one<']'>>> {};
struct size_param_try : seq<one<'['>, ws, size_name, ws, one<']'>> {};
struct ret_type : seq<colon, ws, need_type> {};
struct fun_name : seq<identifier> {};
struct letfun_form : seq<fun_name, star<ws, size_param_try>, plus<ws, atom_pat>, opt<ws, ret_type>, ws, eq, ws,
                         need_exp_eq, ws, need_let_body> {};
struct upd_name : seq<identifier> {};
struct letupd_form : seq<upd_name, index_suffix, ws, eq, ws, need_exp_eq, ws, need_let_body> {};
struct letpat_form : seq<pat_ascr, ws, need<"expected `=` after the pattern", eq>, ws, need_exp_eq, ws,
                         need_let_body> {};
struct let_exp : seq<kw_let, ws, need<"expected a pattern after `let`", sor<letfun_form, letupd_form, letpat_form>>> {};

struct loop_init : seq<eq, ws, need_exp_eq> {};
struct loop_var : seq<identifier> {};
struct for_upto : seq<kw_for, ws, loop_var, ws, one<'<'>, not_at<one<'=', '<', '>', '|', '-'>>, ws,
                      need<"expected an expression after `<`", exp>> {};
struct for_in : seq<kw_for, ws, need<"expected a pattern after `for`", pat_ascr>, ws,
                    need<"expected `in` or `<` after the loop variable", kw_in>, ws,
                    need<"expected an expression after `in`", exp>> {};
struct while_form : seq<kw_while, ws, need<"expected a condition after `while`", exp>> {};
struct loop_exp : seq<kw_loop, ws, need<"expected a pattern after `loop`", pat_ascr>, opt<ws, loop_init>, ws,
                      need<"expected `for` or `while` in the loop", sor<for_upto, for_in, while_form>>, ws,
                      need<"expected `do`", kw_do>, ws, need<"expected an expression after `do`", exp>> {};

// The return type of a lambda cannot be a function type (`->` ends it).
struct lambda_ret : seq<colon, ws, need<"expected a type after `:`", type_noarrow>> {};
struct lambda_exp : seq<one<'\\'>, ws, need<"expected a parameter after `\\`", atom_pat>, star<ws, atom_pat>,
                        opt<ws, lambda_ret>, ws, need<"expected `->` after the lambda parameters", string<'-', '>'>>,
                        ws, need<"expected an expression after `->`", exp>> {};

struct neg_exp : seq<one<'-'>, not_at<one<'>', '-'>>, ws, need<"expected an expression after `-`", prefix_exp>> {};
struct not_exp : seq<one<'!'>, not_at<one<'='>>, ws, need<"expected an expression after `!`", prefix_exp>> {};
struct prefix_exp : sor<neg_number, neg_exp, not_exp, if_exp, let_exp, loop_exp, lambda_exp, app_exp> {};

template <int L>
struct operand_after_op;
template <int L>
struct binlevel;
template <int L>
using operand_t = std::conditional_t<L == kTopLevel, prefix_exp, binlevel<L + 1>>;
template <int L>
struct binlevel : seq<operand_t<L>, star<ws, binop<L>, ws, must<operand_after_op<L>>>> {};
template <int L>
struct operand_after_op : seq<operand_t<L>> {
  static constexpr bool after_op = true;
};

struct with_exp : seq<binlevel<0>, star<ws, kw_with, ws, need<"expected `[` after `with`", index_suffix>, ws,
                                        need<"expected `=` after the index", eq>, ws,
                                        need<"expected an expression after `=`", binlevel<0>>>> {};
struct range_op_lt : string<'.', '.', '<'> {};
struct range_op_gt : string<'.', '.', '>'> {};
struct range_op_dots : string<'.', '.', '.'> {};
struct range_op_dd : seq<string<'.', '.'>, not_at<one<'.', '<', '>'>>> {};
struct need_range_end : need<"expected an expression after the range operator", with_exp> {};
struct range_tail
    : sor<seq<range_op_lt, ws, need_range_end>, seq<range_op_gt, ws, need_range_end>,
          seq<range_op_dd, ws, need_range_end,
              opt<ws, sor<range_op_dots, range_op_lt, range_op_gt>, ws, need_range_end>>> {};
struct range_exp : seq<with_exp, opt<ws, range_tail>> {};
struct coerce_op : string<':', '>'> {};
struct ascript_exp
    : seq<range_exp, opt<ws, sor<seq<coerce_op, ws, need<"expected a type after `:>`", type_exp>>,
                                 seq<colon, ws, need_type>>>> {};
struct exp : seq<ascript_exp> {};

// ---- declarations ----
struct decl_name : seq<identifier> {};
struct val_decl : seq<sor<seq<kw_def, ws, need<"expected a name after `def`", decl_name>>,
                          seq<kw_entry, ws, need<"expected a name after `entry`", decl_name>>>,
                      star<ws, size_param>, star<ws, atom_pat>, opt<ws, ret_type>, ws,
                      need<"expected `=` or a parameter in the definition", eq>, ws, need_exp_eq> {};
struct type_decl : seq<kw_type, ws, need<"expected a name after `type`", decl_name>, star<ws, size_param>, ws,
                       need<"expected `=` in the type definition", eq>, ws,
                       need<"expected a type after `=`", type_exp>> {};
struct decl : sor<val_decl, type_decl> {};

// ---- parse-tree node selection ----
struct fold_keep : peg::parse_tree::apply<fold_keep> {
  template <typename Node, typename... States>
  static void transform(std::unique_ptr<Node>& n, States&&...) {
    if (n->children.size() == 1) n = std::move(n->children.front());
  }
};

template <typename Rule>
using selector = peg::parse_tree::selector<
    Rule,
    peg::parse_tree::store_content::on<
        number, neg_number, char_lit, string_lit, true_lit, false_lit, var, qual_var, op_section,
        proj_section, right_section, sec_op, left_sec_op, paren_exp, array_lit, slice_start,
        slice_end, slice_stride, slice_rest, dim_index, index_suffix, proj_suffix, assert_exp,
        if_exp, let_exp, size_name, size_param, size_param_try, ret_type, fun_name, letfun_form,
        upd_name, letupd_form, letpat_form, loop_init, loop_var, for_upto, for_in, while_form,
        loop_exp, lambda_exp, neg_exp, not_exp, binop<0>, binop<1>, binop<2>, binop<3>, binop<4>,
        binop<5>, binop<6>, binop<7>, binop<8>, binop<9>, range_op_lt, range_op_gt,
        range_op_dots, range_op_dd, coerce_op, decl_name, val_decl, type_decl, pat_wild, pat_id, pat_group,
        dim, array_type, type_name, named_type, type_group, unique_type, arrow_type, lambda_ret>,
    fold_keep::on<app_exp, postfix_exp, binlevel<0>, binlevel<1>, binlevel<2>, binlevel<3>,
                  binlevel<4>, binlevel<5>, binlevel<6>, binlevel<7>, binlevel<8>, binlevel<9>,
                  with_exp, range_exp, ascript_exp, pat_ascr>>;

template <typename Rule>
struct control : peg::normal<Rule> {
  template <typename ParseInput, typename... States>
  [[noreturn]] static void raise(const ParseInput& in, States&&...) {
    if constexpr (requires { Rule::message; }) {
      throw parse_error(Rule::message.s, in);
    } else if constexpr (requires { Rule::after_op; }) {
      throw parse_error("expected an expression after `" + g_last_op + "`", in);
    } else {
      throw parse_error("syntax error in " + std::string(peg::demangle<Rule>()), in);
    }
  }
};

}  // namespace gram

using Node = peg::parse_tree::node;

// ---------------------------------------------------------------------------
// Literal decoding.

// Appends the UTF-8 encoding of code point `cp`.
void append_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// Decodes the body of a string or character literal (without quotes) into
// UTF-8 bytes; returns an error message or "".
std::string unescape(std::string_view body, std::string& out) {
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\') {
      out += c;
      continue;
    }
    if (++i >= body.size()) return "unfinished escape sequence";
    char e = body[i];
    switch (e) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'r': out += '\r'; break;
      case '0': out += '\0'; break;
      case 'a': out += '\a'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'v': out += '\v'; break;
      case '\\': out += '\\'; break;
      case '\'': out += '\''; break;
      case '"': out += '"'; break;
      case 'x': case 'u': case 'U': {
        size_t want = e == 'x' ? 2 : e == 'u' ? 4 : 8;
        if (i + want >= body.size())
          return std::string("expected ") + std::to_string(want) +
                 " hexadecimal digits after `\\" + e + "`";
        uint32_t v = 0;
        for (size_t k = 1; k <= want; ++k) {
          char h = body[i + k];
          if (!std::isxdigit(static_cast<unsigned char>(h)))
            return std::string("expected ") + std::to_string(want) +
                   " hexadecimal digits after `\\" + e + "`";
          v = v * 16 + (std::isdigit(static_cast<unsigned char>(h))
                            ? h - '0'
                            : std::tolower(h) - 'a' + 10);
        }
        i += want;
        if (e == 'x') out += static_cast<char>(v);
        else append_utf8(out, v);
        break;
      }
      default:
        return std::string("unknown escape sequence `\\") + e + "`";
    }
  }
  return "";
}

// Decodes one UTF-8 code point from `s`; returns the number of code points
// (so that the caller can demand exactly one).
size_t utf8_decode(const std::string& s, uint32_t& first) {
  size_t count = 0;
  for (size_t i = 0; i < s.size();) {
    unsigned char c = s[i];
    uint32_t cp;
    size_t len;
    if (c < 0x80) { cp = c; len = 1; }
    else if ((c >> 5) == 6) { cp = c & 0x1F; len = 2; }
    else if ((c >> 4) == 14) { cp = c & 0x0F; len = 3; }
    else { cp = c & 0x07; len = 4; }
    for (size_t k = 1; k < len && i + k < s.size(); ++k)
      cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    if (count == 0) first = cp;
    ++count;
    i += len;
  }
  return count;
}

// ---------------------------------------------------------------------------
// Parse tree -> AST.
class Converter {
 public:
  explicit Converter(std::shared_ptr<const SourceFile> file) : file_(std::move(file)) {}

  Span span(const Node& n) const {
    Span s;
    s.file = file_;
    auto b = n.begin();
    s.begin = Loc{static_cast<int>(b.line), static_cast<int>(b.column)};
    if (n.has_content()) {
      auto e = n.end();
      s.end = Loc{static_cast<int>(e.line), static_cast<int>(e.column)};
    } else {
      s.end = s.begin;
    }
    return s;
  }
  static Span join(const Span& a, const Span& b) {
    Span s = a;
    s.end = b.end;
    return s;
  }

  ast::Decl decl(const Node& n) {
    using namespace gram;
    ast::Decl d;
    if (n.is_type<type_decl>()) {
      d.kind = ast::Decl::Kind::Type;
      d.type.span = span(n);
      for (const auto& c : n.children) {
        if (c->is_type<decl_name>()) d.type.name = c->string();
        else if (c->is_type<size_param>()) d.type.size_params.push_back(size_param_name(*c));
        else d.type.def = type(*c);
      }
      return d;
    }
    internal_assert(n.is_type<val_decl>(), "unexpected declaration node " << n.type);
    d.kind = ast::Decl::Kind::Val;
    ast::ValDecl& v = d.val;
    v.span = span(n);
    v.entry = n.string_view().rfind("entry", 0) == 0;
    for (size_t i = 0; i + 1 < n.children.size(); ++i) {
      const Node& c = *n.children[i];
      if (c.is_type<decl_name>()) {
        v.name = c.string();
        v.name_span = span(c);
      } else if (c.is_type<size_param>()) {
        v.size_params.push_back(size_param_name(c));
      } else if (c.is_type<ret_type>()) {
        v.ret_type = type(*c.children.at(0));
      } else {
        v.params.push_back(pat(c));
      }
    }
    if (v.name == "main") v.entry = true;
    v.body = expr(*n.children.back());
    return d;
  }

  // ---- types ----
  ast::DimExp dimension(const Node& n) {
    ast::DimExp d;
    d.span = span(n);
    std::string s = n.has_content() ? n.string() : "";
    if (s.empty()) {
      d.kind = ast::DimExp::Kind::Any;
    } else if (std::isdigit(static_cast<unsigned char>(s[0]))) {
      d.kind = ast::DimExp::Kind::Const;
      std::string digits;
      for (char ch : s)
        if (ch != '_') digits += ch;
      errno = 0;
      d.value = std::strtoll(digits.c_str(), nullptr, 10);
      if (errno == ERANGE) user_error(d.span, "array size `" + s + "` is too large");
    } else {
      d.kind = ast::DimExp::Kind::Name;
      d.name = s;
    }
    return d;
  }

  ast::TypeExpPtr type(const Node& n) {
    using namespace gram;
    auto t = std::make_shared<ast::TypeExp>();
    t->span = span(n);
    if (n.is_type<unique_type>()) {
      auto inner = type(*n.children.at(0));
      inner->unique = true;
      inner->span = t->span;
      return inner;
    }
    if (n.is_type<arrow_type>()) {
      t->kind = ast::TypeExp::Kind::Arrow;
      t->elems = {type(*n.children.at(0)), type(*n.children.at(1))};
      return t;
    }
    if (n.is_type<array_type>()) {
      t->kind = ast::TypeExp::Kind::Array;
      t->dim = dimension(*n.children.at(0));
      t->elem = type(*n.children.at(1));
      return t;
    }
    if (n.is_type<type_group>()) {
      if (n.children.empty()) {
        t->kind = ast::TypeExp::Kind::Unit;
        return t;
      }
      if (n.children.size() == 1) return type(*n.children[0]);
      t->kind = ast::TypeExp::Kind::Tuple;
      for (const auto& c : n.children) t->elems.push_back(type(*c));
      return t;
    }
    internal_assert(n.is_type<named_type>(), "unexpected type node " << n.type);
    std::string name = n.children.at(0)->string();
    if (n.children.size() == 1) {
      if (auto p = prim_type_named(name)) {
        t->kind = ast::TypeExp::Kind::Prim;
        t->prim = *p;
        return t;
      }
    }
    t->kind = ast::TypeExp::Kind::Named;
    t->name = name;
    for (size_t i = 1; i < n.children.size(); ++i)
      t->size_args.push_back(dimension(*n.children[i]));
    return t;
  }

  // ---- patterns ----
  ast::PatPtr pat(const Node& n) {
    using namespace gram;
    auto p = std::make_shared<ast::Pat>();
    p->span = span(n);
    if (n.is_type<pat_id>()) {
      p->kind = ast::Pat::Kind::Id;
      p->name = n.string();
    } else if (n.is_type<pat_wild>()) {
      p->kind = ast::Pat::Kind::Wildcard;
    } else if (n.is_type<pat_group>()) {
      if (n.children.empty()) {
        p->kind = ast::Pat::Kind::Unit;
      } else if (n.children.size() == 1) {
        auto inner = pat(*n.children[0]);
        // `(x: t)` keeps the span of the parentheses.
        if (inner->kind == ast::Pat::Kind::Ascribed) inner->span = p->span;
        return inner;
      } else {
        p->kind = ast::Pat::Kind::Tuple;
        for (const auto& c : n.children) p->elems.push_back(pat(*c));
      }
    } else {
      internal_assert(n.is_type<pat_ascr>(), "unexpected pattern node " << n.type);
      p->kind = ast::Pat::Kind::Ascribed;
      p->inner = pat(*n.children.at(0));
      p->type = type(*n.children.at(1));
    }
    return p;
  }

  std::string size_param_name(const Node& n) { return n.children.at(0)->string(); }

  // ---- expressions ----
  ast::ExprPtr make(ast::Expr::Kind k, const Span& s) {
    auto e = std::make_shared<ast::Expr>();
    e->kind = k;
    e->span = s;
    return e;
  }

  ast::ExprPtr expr(const Node& n) {
    using namespace gram;
    using K = ast::Expr::Kind;
    const Span sp = span(n);
    if (n.is_type<number>() || n.is_type<neg_number>()) return number_lit(n);
    if (n.is_type<true_lit>() || n.is_type<false_lit>()) {
      auto e = make(K::BoolLit, sp);
      e->bool_value = n.is_type<true_lit>();
      return e;
    }
    if (n.is_type<char_lit>()) {
      std::string_view s = n.string_view();
      std::string bytes;
      std::string err = unescape(s.substr(1, s.size() - 2), bytes);
      if (!err.empty()) user_error(sp, err);
      uint32_t cp = 0;
      if (utf8_decode(bytes, cp) != 1)
        user_error(sp, "a character literal must hold exactly one character");
      auto e = make(K::CharLit, sp);
      e->int_value = cp;
      e->int_digits = std::to_string(cp);
      return e;
    }
    if (n.is_type<string_lit>()) {
      std::string_view s = n.string_view();
      auto e = make(K::StringLit, sp);
      std::string err = unescape(s.substr(1, s.size() - 2), e->string_value);
      if (!err.empty()) user_error(sp, err);
      return e;
    }
    if (n.is_type<var>() || n.is_type<qual_var>()) {
      auto e = make(K::Var, sp);
      e->name = n.string();
      return e;
    }
    if (n.is_type<paren_exp>()) return paren(n, sp);
    if (n.is_type<array_lit>()) {
      auto e = make(K::ArrayLit, sp);
      for (const auto& c : n.children) e->elems.push_back(expr(*c));
      return e;
    }
    if (n.is_type<postfix_exp>()) {
      ast::ExprPtr cur = expr(*n.children.at(0));
      for (size_t i = 1; i < n.children.size(); ++i) {
        const Node& s = *n.children[i];
        Span whole = join(cur->span, span(s));
        if (s.is_type<index_suffix>()) {
          auto e = make(K::Index, whole);
          e->elems.push_back(cur);
          e->indices = indices(s);
          cur = e;
        } else {
          auto e = make(K::Proj, whole);
          e->elems.push_back(cur);
          e->field = s.string().substr(1);
          cur = e;
        }
      }
      return cur;
    }
    if (n.is_type<app_exp>()) {
      auto e = make(K::Apply, sp);
      for (const auto& c : n.children) e->elems.push_back(expr(*c));
      return e;
    }
    if (n.is_type<assert_exp>()) {
      auto e = make(K::Assert, sp);
      for (const auto& c : n.children) e->elems.push_back(expr(*c));
      return e;
    }
    if (n.is_type<neg_exp>() || n.is_type<not_exp>()) {
      auto e = make(n.is_type<neg_exp>() ? K::Neg : K::Not, sp);
      e->elems.push_back(expr(*n.children.at(0)));
      return e;
    }
    if (n.is_type<if_exp>()) {
      auto e = make(K::If, sp);
      for (const auto& c : n.children) e->elems.push_back(expr(*c));
      return e;
    }
    if (n.is_type<let_exp>()) return let(*n.children.at(0), sp);
    if (n.is_type<loop_exp>()) return loop(n, sp);
    if (n.is_type<lambda_exp>()) {
      auto e = make(K::Lambda, sp);
      for (size_t i = 0; i + 1 < n.children.size(); ++i) {
        const Node& c = *n.children[i];
        if (c.is_type<lambda_ret>()) e->type = type(*c.children.at(0));
        else e->params.push_back(pat(c));
      }
      e->elems.push_back(expr(*n.children.back()));
      return e;
    }
    if (is_binlevel(n)) return binary(n);
    if (n.is_type<with_exp>()) {
      ast::ExprPtr cur = expr(*n.children.at(0));
      for (size_t i = 1; i + 1 < n.children.size(); i += 2) {
        ast::ExprPtr v = expr(*n.children[i + 1]);
        auto e = make(K::With, join(cur->span, v->span));
        e->elems = {cur, v};
        e->indices = indices(*n.children[i]);
        cur = e;
      }
      return cur;
    }
    if (n.is_type<range_exp>()) {
      auto e = make(K::Range, sp);
      const auto& ch = n.children;
      e->elems.push_back(expr(*ch.at(0)));
      e->elems.push_back(expr(*ch.at(2)));
      const Node* op = ch.at(1).get();
      if (ch.size() == 5) {
        e->elems.push_back(expr(*ch.at(4)));
        op = ch.at(3).get();
      }
      if (op->is_type<range_op_lt>()) e->range_kind = ast::Expr::RangeKind::UpToExclusive;
      else if (op->is_type<range_op_gt>()) e->range_kind = ast::Expr::RangeKind::DownToExclusive;
      else e->range_kind = ast::Expr::RangeKind::Inclusive;
      return e;
    }
    if (n.is_type<ascript_exp>()) {
      bool coerce = n.children.size() == 3 && n.children.at(1)->is_type<coerce_op>();
      auto e = make(coerce ? K::Coerce : K::Ascript, sp);
      e->elems.push_back(expr(*n.children.at(0)));
      e->type = type(*n.children.back());
      return e;
    }
    internal_assert(false, "unexpected expression node " << n.type);
    return nullptr;
  }

 private:
  static bool is_binlevel(const Node& n) {
    using namespace gram;
    return n.is_type<binlevel<0>>() || n.is_type<binlevel<1>>() || n.is_type<binlevel<2>>() ||
           n.is_type<binlevel<3>>() || n.is_type<binlevel<4>>() || n.is_type<binlevel<5>>() ||
           n.is_type<binlevel<6>>() || n.is_type<binlevel<7>>() || n.is_type<binlevel<8>>() ||
           n.is_type<binlevel<9>>();
  }

  // `a op b`, with the pipes turned into applications.
  ast::ExprPtr binop(const std::string& op, ast::ExprPtr l, ast::ExprPtr r) {
    Span s = join(l->span, r->span);
    if (op == "|>" || op == "<|") {
      ast::ExprPtr fn = op == "|>" ? r : l;
      ast::ExprPtr arg = op == "|>" ? l : r;
      auto e = make(ast::Expr::Kind::Apply, s);
      if (fn->kind == ast::Expr::Kind::Apply) e->elems = fn->elems;
      else e->elems.push_back(fn);
      e->elems.push_back(arg);
      return e;
    }
    auto e = make(ast::Expr::Kind::BinOp, s);
    e->op = op;
    e->elems = {l, r};
    return e;
  }

  ast::ExprPtr binary(const Node& n) {
    const auto& ch = n.children;
    std::string first_op = ch.at(1)->string();
    if (right_assoc_level(op_level(first_op))) {
      ast::ExprPtr cur = expr(*ch.back());
      for (size_t i = ch.size() - 1; i >= 2; i -= 2)
        cur = binop(ch[i - 1]->string(), expr(*ch[i - 2]), cur);
      return cur;
    }
    ast::ExprPtr cur = expr(*ch.at(0));
    for (size_t i = 1; i + 1 < ch.size(); i += 2)
      cur = binop(ch[i]->string(), cur, expr(*ch[i + 1]));
    return cur;
  }

  ast::ExprPtr paren(const Node& n, const Span& sp) {
    using namespace gram;
    using K = ast::Expr::Kind;
    const auto& ch = n.children;
    if (ch.empty()) return make(K::Unit, sp);
    const Node& c0 = *ch[0];
    if (c0.is_type<op_section>()) {
      auto e = make(K::OpSection, sp);
      e->op = c0.children.at(0)->string();
      return e;
    }
    if (c0.is_type<proj_section>()) {
      auto e = make(K::ProjSection, sp);
      std::string s = c0.string();
      size_t end = 1;
      while (end < s.size() && is_ident_other(s[end])) ++end;
      e->field = s.substr(1, end - 1);
      return e;
    }
    if (c0.is_type<right_section>()) {
      auto e = make(K::RightSection, sp);
      e->op = c0.children.at(0)->string();
      e->elems.push_back(expr(*c0.children.at(1)));
      return e;
    }
    if (ch.size() == 2 && ch[1]->is_type<left_sec_op>()) {
      auto e = make(K::LeftSection, sp);
      e->op = ch[1]->string();
      e->elems.push_back(expr(c0));
      return e;
    }
    if (ch.size() == 1) return expr(c0);
    auto e = make(K::Tuple, sp);
    for (const auto& c : ch) e->elems.push_back(expr(*c));
    return e;
  }

  std::vector<ast::DimIndex> indices(const Node& n) {
    using namespace gram;
    std::vector<ast::DimIndex> out;
    for (const auto& c : n.children) {
      ast::DimIndex d;
      d.span = span(*c);
      for (const auto& part : c->children) {
        if (part->is_type<slice_start>()) {
          d.start = expr(*part->children.at(0));
        } else {
          d.is_slice = true;
          for (const auto& q : part->children) {
            if (q->is_type<slice_end>()) d.end = expr(*q->children.at(0));
            else d.stride = expr(*q->children.at(0));
          }
        }
      }
      if (!d.is_slice) {
        d.index = d.start;
        d.start = nullptr;
      }
      out.push_back(std::move(d));
    }
    return out;
  }

  ast::ExprPtr let(const Node& form, const Span& sp) {
    using namespace gram;
    using K = ast::Expr::Kind;
    const auto& ch = form.children;
    ast::ExprPtr rhs = expr(*ch.at(ch.size() - 2));
    ast::ExprPtr body = expr(*ch.back());
    if (form.is_type<letpat_form>()) {
      auto e = make(K::Let, sp);
      e->pat = pat(*ch.at(0));
      e->elems = {rhs, body};
      return e;
    }
    if (form.is_type<letupd_form>()) {
      const Node& name = *ch.at(0);
      auto target = make(K::Var, span(name));
      target->name = name.string();
      auto with = make(K::With, join(span(name), rhs->span));
      with->elems = {target, rhs};
      with->indices = indices(*ch.at(1));
      auto e = make(K::Let, sp);
      e->pat = std::make_shared<ast::Pat>();
      e->pat->kind = ast::Pat::Kind::Id;
      e->pat->name = target->name;
      e->pat->span = target->span;
      e->elems = {with, body};
      return e;
    }
    internal_assert(form.is_type<letfun_form>(), "unexpected let form " << form.type);
    auto e = make(K::LetFun, sp);
    for (size_t i = 0; i + 2 < ch.size(); ++i) {
      const Node& c = *ch[i];
      if (c.is_type<fun_name>()) e->name = c.string();
      else if (c.is_type<size_param_try>()) e->size_params.push_back(size_param_name(c));
      else if (c.is_type<ret_type>()) e->type = type(*c.children.at(0));
      else e->params.push_back(pat(c));
    }
    e->elems = {rhs, body};
    return e;
  }

  ast::ExprPtr loop(const Node& n, const Span& sp) {
    using namespace gram;
    auto e = make(ast::Expr::Kind::Loop, sp);
    e->elems.resize(3);
    for (const auto& c : n.children) {
      if (c->is_type<loop_init>()) {
        e->elems[0] = expr(*c->children.at(0));
      } else if (c->is_type<for_upto>()) {
        e->loop_form = ast::LoopForm::For;
        e->loop_var = c->children.at(0)->string();
        e->elems[1] = expr(*c->children.at(1));
      } else if (c->is_type<for_in>()) {
        e->loop_form = ast::LoopForm::ForIn;
        e->loop_pat = pat(*c->children.at(0));
        e->elems[1] = expr(*c->children.at(1));
      } else if (c->is_type<while_form>()) {
        e->loop_form = ast::LoopForm::While;
        e->elems[1] = expr(*c->children.at(0));
      } else if (!e->pat) {
        e->pat = pat(*c);
      } else {
        e->elems[2] = expr(*c);
      }
    }
    return e;
  }

  ast::ExprPtr number_lit(const Node& n) {
    using boost::multiprecision::cpp_int;
    const Span sp = span(n);
    std::string s = n.string();
    bool negative = false;
    if (!s.empty() && s[0] == '-') {
      negative = true;
      s.erase(0, 1);
    }
    std::string clean;
    for (char c : s)
      if (c != '_') clean += c;
    bool hex = clean.size() > 1 && clean[0] == '0' && (clean[1] == 'x' || clean[1] == 'X');
    bool bin = clean.size() > 1 && clean[0] == '0' && (clean[1] == 'b' || clean[1] == 'B');
    // The suffix: `i`/`u`/`f` and a width at the end (not `f..` of a hex
    // integer, where f is a digit).
    std::optional<PrimType> suffix;
    for (const char* suf : {"i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f16", "f32", "f64"}) {
      size_t len = std::strlen(suf);
      if (clean.size() > len && clean.compare(clean.size() - len, len, suf) == 0) {
        bool hex_int_digit = hex && suf[0] == 'f' &&
                             clean.find_first_of("pP") == std::string::npos;
        if (hex_int_digit) continue;
        suffix = prim_type_named(suf);
        clean.erase(clean.size() - len);
        break;
      }
    }
    bool is_float_syntax = hex ? clean.find_first_of("pP") != std::string::npos
                               : !bin && clean.find_first_of(".eE") != std::string::npos;
    bool float_lit = is_float_syntax || (suffix && is_float(*suffix));
    if (suffix && !is_float(*suffix) && is_float_syntax)
      user_error(sp, "a float literal cannot have the integer suffix `" +
                         prim_name_of(*suffix) + "`");
    if (float_lit) {
      auto e = make(ast::Expr::Kind::FloatLit, sp);
      e->suffix = suffix;
      e->negative = negative;
      double v;
      if (is_float_syntax || (!hex && !bin)) {
        v = std::strtod(clean.c_str(), nullptr);
      } else {
        v = static_cast<double>(integer_value(clean, hex, bin));
      }
      e->float_value = negative ? -v : v;
      return e;
    }
    auto e = make(ast::Expr::Kind::IntLit, sp);
    e->suffix = suffix;
    e->negative = negative;
    cpp_int value = integer_value(clean, hex, bin);
    e->int_digits = value.str();
    if (value <= cpp_int(std::numeric_limits<uint64_t>::max()))
      e->int_value = static_cast<uint64_t>(value);
    return e;
  }

  static boost::multiprecision::cpp_int integer_value(const std::string& s, bool hex, bool bin) {
    boost::multiprecision::cpp_int v = 0;
    size_t start = (hex || bin) ? 2 : 0;
    int base = hex ? 16 : bin ? 2 : 10;
    for (size_t i = start; i < s.size(); ++i) {
      char c = s[i];
      int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : std::tolower(c) - 'a' + 10;
      v = v * base + d;
    }
    return v;
  }

  static std::string prim_name_of(PrimType t) {
    static const char* names[] = {"i8", "i16", "i32", "i64", "u8", "u16", "u32",
                                  "u64", "f16", "f32", "f64", "bool", "unit"};
    return names[static_cast<int>(t)];
  }

  std::shared_ptr<const SourceFile> file_;
};

// ---------------------------------------------------------------------------
// The declaration loop with error recovery.

struct Cursor {
  size_t byte = 0;
  size_t line = 1, col = 1;
};

// Advances `c` to `target` (a later byte offset), counting lines.
void advance(const std::string& text, Cursor& c, size_t target) {
  for (; c.byte < target; ++c.byte) {
    if (text[c.byte] == '\n') {
      ++c.line;
      c.col = 1;
    } else {
      ++c.col;
    }
  }
}

// Skips whitespace and comments; returns the text of the `-- |` doc comment
// block that directly precedes the next token ("" if none).
std::string skip_space(const std::string& text, Cursor& c) {
  std::string doc;
  bool in_doc = false;
  size_t i = c.byte;
  while (i < text.size()) {
    char ch = text[i];
    if (std::isspace(static_cast<unsigned char>(ch))) {
      ++i;
      continue;
    }
    if (text.compare(i, 2, "--") != 0) break;
    size_t eol = text.find('\n', i);
    if (eol == std::string::npos) eol = text.size();
    std::string_view line(text.data() + i + 2, eol - i - 2);
    std::string_view trimmed = line;
    while (!trimmed.empty() && trimmed[0] == ' ') trimmed.remove_prefix(1);
    if (!trimmed.empty() && trimmed[0] == '|') {
      line = trimmed.substr(1);
      in_doc = true;
      doc.clear();
    } else if (!in_doc) {
      i = eol;
      continue;
    } else {
      doc += '\n';
    }
    if (!line.empty() && line[0] == ' ') line.remove_prefix(1);
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
    doc += line;
    i = eol;
  }
  if (!in_doc) doc.clear();
  advance(text, c, i);
  return doc;
}

// The start of the next line after byte `from` whose first word is a
// declaration keyword, or text.size().
size_t next_decl_line(const std::string& text, size_t from) {
  size_t pos = text.find('\n', from);
  while (pos != std::string::npos) {
    size_t i = pos + 1;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    size_t n = ident_length(text.data() + i, text.data() + text.size());
    std::string_view w(text.data() + i, n);
    if (w == "def" || w == "entry" || w == "type") return pos + 1;
    pos = text.find('\n', pos + 1);
  }
  return text.size();
}

Diagnostic diagnostic_at(const std::shared_ptr<const SourceFile>& file, size_t line, size_t col,
                         const std::string& message, const std::string& hint = "") {
  Diagnostic d;
  d.span.file = file;
  d.span.begin = Loc{static_cast<int>(line), static_cast<int>(col)};
  d.span.end = Loc{static_cast<int>(line), static_cast<int>(col) + 1};
  d.message = message;
  d.hint = hint;
  return d;
}

}  // namespace

ast::Program parse_program(std::shared_ptr<const SourceFile> file) {
  internal_assert(file != nullptr, "parse_program without a file");
  const std::string& text = file->text;
  ast::Program program;
  program.file = file;
  std::vector<Diagnostic> errors;
  Converter convert(file);
  Cursor cur;
  while (true) {
    std::string doc = skip_space(text, cur);
    if (cur.byte >= text.size()) break;
    const char* begin = text.data() + cur.byte;
    const char* end = text.data() + text.size();
    peg::memory_input<> in(begin, end, file->path, cur.byte, cur.line, cur.col);
    const Cursor decl_start = cur;
    try {
      auto root = peg::parse_tree::parse<gram::decl, gram::selector, peg::nothing, gram::control>(in);
      if (!root) {
        std::string tok = token_at(begin, end);
        errors.push_back(diagnostic_at(file, cur.line, cur.col, "unexpected `" + tok + "`",
                                       "expected a declaration (`def`, `entry` or `type`)"));
        size_t next = next_decl_line(text, cur.byte);
        advance(text, cur, next);
        continue;
      }
      ast::Decl d = convert.decl(*root->children.at(0));
      if (d.kind == ast::Decl::Kind::Val) d.val.doc = doc;
      program.decls.push_back(std::move(d));
      advance(text, cur, static_cast<size_t>(in.current() - text.data()));
      // What follows a declaration must start another one.
      Cursor after = cur;
      skip_space(text, after);
      if (after.byte < text.size()) {
        std::string_view w(text.data() + after.byte,
                           ident_length(text.data() + after.byte, end));
        if (w != "def" && w != "entry" && w != "type") {
          std::string tok = token_at(text.data() + after.byte, end);
          errors.push_back(diagnostic_at(file, after.line, after.col, "unexpected `" + tok + "`"));
          advance(text, cur, next_decl_line(text, after.byte));
        }
      }
    } catch (const peg::parse_error& e) {
      const auto& p = e.positions().at(0);
      errors.push_back(diagnostic_at(file, p.line, p.column, std::string(e.message())));
      cur = decl_start;
      advance(text, cur, next_decl_line(text, decl_start.byte));
    } catch (const CompileError& e) {
      for (const auto& d : e.diagnostics()) errors.push_back(d);
      cur = decl_start;
      advance(text, cur, next_decl_line(text, decl_start.byte));
    }
  }
  if (!errors.empty()) throw CompileError(std::move(errors));
  return program;
}

std::shared_ptr<const SourceFile> load_source(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) {
    int err = errno;
    Diagnostic d;
    d.message = "cannot read file '" + path + "': " + std::strerror(err ? err : ENOENT);
    throw CompileError(d);
  }
  std::ostringstream os;
  os << f.rdbuf();
  auto file = std::make_shared<SourceFile>();
  file->path = path;
  file->text = os.str();
  return file;
}

}  // namespace runic
