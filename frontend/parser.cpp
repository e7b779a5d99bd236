// Parser: source text -> AST, with a PEGTL 3 grammar following Futhark's
// expression, type and pattern syntax and module language
// (language-reference.rst): `module`, `module type`, `open`, `import`,
// `local`, functors, `M.(e)`.  Modules are interpreted away by
// elaborate/defunctorise.h.
//
// How it works.  The grammar below (namespace `gram`) is matched by
// PEGTL's parse-tree builder, which keeps the nodes of the rules named in
// `selector` and discards those of failed alternatives, so alternatives may
// backtrack freely (every alternative is written to fail within a token or
// two, so backtracking never re-parses a large subtree).  `Converter` then
// walks the parse tree and builds the AST of frontend/ast.h, doing the few
// desugarings that ast.h documents (pipes to applications, `let a[i] = v`
// to `let a = a with [i] = v`, negative literals, backtick application).
// Spans come from the parse-tree positions (1-based line and byte column;
// the end is exclusive).
//
// Operator precedence is Futhark's (its parser's, which differs from the
// reference's table for the pipes), lowest first:
//   `e : t` / `e :> t`, ranges, `with`, then the infix operators:
//   backticked names `` `f` ``, `|>` (left), `<|` (right), `||`, `&&`,
//   comparison (`== != < > <= >=` and every operator starting with
//   `= < > !`), bitwise `& ^ |`, shifts `<< >>`, `+ -`, `* / % // %%`,
//   `**`; then
//   the prefix forms (`-`, `!`, and `if`/`let`/`loop`/`match`/lambdas/
//   `assert`/attributes, which extend as far right as possible), then
//   application (function and constructor), then postfix indexing and field
//   access.  An operator's row is chosen by its longest prefix that is a
//   built-in operator (`op_level`), so `+^` binds like `+` and `>>=` like
//   `>>`.  Infix chains are matched flat (`binexp`) and grouped by the
//   converter with an explicit operator stack, so a long chain costs no
//   recursion.
//
// Names.  `f32.sqrt` (a primitive type name, a dot and a name) is one
// qualified Var, as the old type checker expects; any other `a.b` is a
// projection of field `b` from `a` (the type checker decides whether `a` is
// a module).  `a.0` projects a tuple element.  A qualified operator
// `x f32.+ y` keeps its qualifier apart (Expr::qual).
//
// Errors.  Every commit point of the grammar is a `need<"message", rule>`
// (a PEGTL `must<>`) whose failure raises a parse_error with that message at
// the current position; brackets are matched by `group<>`, which reports
// "unclosed `(` opened at L:C".  `parse_program` parses one top-level
// declaration at a time; after an error it resumes at the next line whose
// first word is `def`, `entry` or `type`, so independent mistakes are all
// reported while one mistake gives one message.  All diagnostics are thrown
// together as one CompileError.
//
// Depth.  The grammar is recursive, so nesting costs stack.  A guard on the
// recursive rules (`guarded<>`) stops with "nested too deeply" before the
// parser has used half of the stack that was left when parsing began, and
// at kMaxNesting levels in any case; the driver runs the compiler on a
// thread with a large stack (driver/big_stack.h), where that allows tens of
// thousands of levels.
#include "frontend/parser.h"

#include <pthread.h>

#include <boost/multiprecision/cpp_int.hpp>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/parse_tree.hpp>

#include "frontend/legacy.h"

namespace runic {
namespace {

namespace peg = tao::pegtl;

// ---------------------------------------------------------------------------
// Small helpers shared by the grammar and the converter.

// Reserved names (language-reference.rst, "Reserved names and symbols").
const char* const kKeywords[] = {
    "let",   "in",     "if",     "then",   "else",   "loop",    "for",
    "while", "do",     "def",    "entry",  "type",   "with",    "true",
    "false", "assert", "module", "open",   "import", "local",   "match",
    "case",  "val",    "include"};

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
bool is_opchar(char c) { return c && std::strchr("+-*/%=!><&^|", c) != nullptr; }

// The precedence row of an infix operator (0 = loosest), or -1 if the token
// is not an infix operator.  Row 0 holds the backticked names.
constexpr int kBacktickLevel = 0;
constexpr int kTopLevel = 10;  // `**`
int op_level(std::string_view op) {
  if (op.empty() || op == "=" || op == "!" || op == "->" || op == "<-") return -1;
  // The longest built-in operator that is a prefix of `op` decides.
  static const std::pair<const char*, int> table[] = {
      {"|>", 1}, {"<|", 2}, {"||", 3}, {"&&", 4}, {"<=", 5}, {">=", 5}, {"==", 5},
      {"!=", 5}, {"<<", 7}, {">>", 7}, {"//", 9}, {"%%", 9}, {"**", 10}, {"<", 5},
      {">", 5},  {"!", 5},  {"=", 5},  {"&", 6},  {"^", 6},  {"|", 6},  {"+", 8},
      {"-", 8},  {"*", 9},  {"/", 9},  {"%", 9}};
  size_t best = 0;
  int level = -1;
  for (const auto& [p, l] : table) {
    size_t n = std::strlen(p);
    if (n > best && op.substr(0, n) == p) {
      best = n;
      level = l;
    }
  }
  return level;
}
bool right_assoc_level(int level) { return level == 2; }  // `<|`

// Length of the operator token at `p` (maximal munch, stopping before `--`):
// an operator character, then operator characters and dots (`-.-`, `+.`).
size_t op_token_length(const char* p, const char* end) {
  size_t n = 0;
  while (p + n < end && (is_opchar(p[n]) || (n > 0 && p[n] == '.'))) {
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

// Length of an operator at `p` that may be qualified (`f32.+`, `M.N.<=`):
// zero or more `name.` and then an operator token; 0 if there is none.
// `op_start` receives the offset of the bare operator.
size_t qual_op_length(const char* p, const char* end, size_t& op_start) {
  size_t i = 0;
  while (true) {
    size_t n = ident_length(p + i, end);
    if (n == 0 || p + i + n >= end || p[i + n] != '.') break;
    if (!is_opchar(p + i + n + 1 < end ? p[i + n + 1] : '\0')) {
      // `a.b...`: keep scanning the qualifier only if another name follows.
      if (p + i + n + 1 < end && is_ident_first(p[i + n + 1])) {
        i += n + 1;
        continue;
      }
      return 0;
    }
    i += n + 1;
    break;
  }
  size_t n = op_token_length(p + i, end);
  if (n == 0) return 0;
  op_start = i;
  return i + n;
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

// ---- the nesting guard ----
constexpr int kMaxNesting = 1000000;
thread_local int g_depth = 0;
thread_local const char* g_stack_floor = nullptr;    // lowest address the grammar may reach
thread_local const char* g_convert_floor = nullptr;  // ... and the parse-tree converter

// Sets the stack floors for one parse: the grammar may use half of the
// stack left below here, the converter (which runs after it) seven eighths,
// which leaves an eighth for destroying what was built.
struct StackBudget {
  StackBudget() {
    char here;
    g_depth = 0;
    g_stack_floor = nullptr;
    g_convert_floor = nullptr;
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) != 0) return;
    void* addr = nullptr;
    size_t size = 0;
    if (pthread_attr_getstack(&attr, &addr, &size) == 0 && addr) {
      const char* low = static_cast<const char*>(addr);
      if (&here > low) {
        g_stack_floor = &here - (&here - low) / 2;
        g_convert_floor = &here - (&here - low) / 8 * 7;
      }
    }
    pthread_attr_destroy(&attr);
  }
  ~StackBudget() {
    g_stack_floor = nullptr;
    g_convert_floor = nullptr;
  }
};

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

// `guarded<R>`: R, counting one level of nesting (see "Depth" above).
template <typename R>
struct guarded {
  using rule_t = guarded;
  using subs_t = type_list<R>;
  template <apply_mode A, rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool match(ParseInput& in, States&&... st) {
    char here;
    if (++g_depth > kMaxNesting || (g_stack_floor && &here < g_stack_floor)) {
      --g_depth;
      throw parse_error("the program is nested too deeply: too many brackets or expressions inside each other",
                        in);
    }
    struct Leave {
      ~Leave() { --g_depth; }
    } leave;
    return peg::match<R, A, M, Action, Control>(in, st...);
  }
};

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
RUNIC_KW(kw_match, "match")
RUNIC_KW(kw_case, "case")
RUNIC_KW(kw_module, "module")
RUNIC_KW(kw_open, "open")
RUNIC_KW(kw_import, "import")
RUNIC_KW(kw_local, "local")
RUNIC_KW(kw_include, "include")
RUNIC_KW(kw_val, "val")
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

// Operators.  `Qual`: a qualifier `name.` may come first (`f32.+`).
// `NotBeforeParen`: the operator must not be directly followed by `)` (which
// makes `(e op)` a left section); such a binary operator is also remembered
// for the message "expected an expression after `op`".
template <bool Qual, bool NotBeforeParen>
struct op_rule {
  using rule_t = op_rule;
  using subs_t = empty_list;
  template <typename ParseInput>
  static bool match(ParseInput& in) {
    const char* p = in.current();
    size_t start = 0;
    size_t n = Qual ? qual_op_length(p, in.end(), start) : op_token_length(p, in.end());
    if (n == 0) return false;
    if (op_level(std::string_view(p + start, n - start)) < 0) return false;
    if (NotBeforeParen) {
      const char* q = p + n;
      while (q < in.end() && std::isspace(static_cast<unsigned char>(*q))) ++q;
      if (q < in.end() && *q == ')') return false;
      g_last_op = std::string(p, n);
    }
    in.bump_in_this_line(n);
    return true;
  }
};
struct binop : op_rule<true, true> {};
struct sec_op : op_rule<true, false> {};
struct left_sec_op : op_rule<true, false> {};
struct decl_op : op_rule<false, false> {};  // the name of a defined operator
// `` `name` `` or `` `M.name` ``, used as an infix operator.
// `NotBeforeParen` as for op_rule.
template <bool NotBeforeParen>
struct backtick_rule {
  using rule_t = backtick_rule;
  using subs_t = empty_list;
  template <typename ParseInput>
  static bool match(ParseInput& in) {
    const char* p = in.current();
    const char* end = in.end();
    if (p >= end || *p != '`') return false;
    size_t i = 1;
    while (true) {
      size_t n = ident_length(p + i, end);
      if (n == 0 || is_keyword(std::string_view(p + i, n))) return false;
      i += n;
      if (p + i < end && p[i] == '.' && p + i + 1 < end && is_ident_first(p[i + 1])) {
        ++i;
        continue;
      }
      break;
    }
    if (p + i >= end || p[i] != '`') return false;
    ++i;
    if (NotBeforeParen) {
      const char* q = p + i;
      while (q < end && std::isspace(static_cast<unsigned char>(*q))) ++q;
      if (q < end && *q == ')') return false;
      g_last_op = std::string(p, i);
    }
    in.bump_in_this_line(i);
    return true;
  }
};
struct backtick_op : backtick_rule<true> {};
struct sec_backtick : backtick_rule<false> {};
// Ahead: a qualified operator (so `f32` in `a f32.+ b` is not an argument).
struct qual_op_ahead {
  using rule_t = qual_op_ahead;
  using subs_t = empty_list;
  template <typename ParseInput>
  static bool match(ParseInput& in) {
    size_t start = 0;
    size_t n = qual_op_length(in.current(), in.end(), start);
    return n > 0 && start > 0 &&
           op_level(std::string_view(in.current() + start, n - start)) >= 0;
  }
};

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
struct arrow : string<'-', '>'> {};
struct comma : one<','> {};

// A record field name or tuple position: `x`, `0`.
struct field_name : sor<plus<digit>, raw_name> {};

// ---- literals ----
struct digits_ : seq<digit, star<sor<digit, one<'_'>>>> {};
struct xdigits_ : seq<xdigit, star<sor<xdigit, one<'_'>>>> {};
struct exponent_ : seq<one<'e', 'E'>, opt<one<'+', '-'>>, plus<digit>> {};
struct hexfloat_ : seq<one<'0'>, one<'x', 'X'>, xdigits_, opt<one<'.'>, star<xdigit>>,
                       one<'p', 'P'>, opt<one<'+', '-'>>, plus<digit>> {};
struct hexint_ : seq<one<'0'>, one<'x', 'X'>, xdigits_> {};
struct binint_ : seq<one<'0'>, one<'b', 'B'>, plus<one<'0', '1', '_'>>> {};
// `.5` (no integer part) too: a projection section `(.0)` is tried before
// an expression in parentheses, and `x.0` is a postfix projection.
struct decfloat_ : sor<seq<digits_, one<'.'>, digit, star<sor<digit, one<'_'>>>, opt<exponent_>>,
                       seq<digits_, exponent_>,
                       seq<one<'.'>, digit, star<sor<digit, one<'_'>>>, opt<exponent_>>> {};
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

// ---- attributes: #[name], #[name(arg, ...)], #[3] ----
struct attr_inner;
struct attr_args : seq<one<'('>, ws, opt<attr_inner, star<ws, comma, ws, attr_inner>, opt<ws, comma>>, ws,
                       need<"expected `)` to close the attribute's arguments", one<')'>>> {};
struct attr_body : sor<seq<raw_name, opt<ws, attr_args>>, plus<digit>> {};
struct attr_inner : guarded<attr_body> {};
struct attribute : seq<one<'#'>, one<'['>, ws, need<"expected an attribute after `#[`", attr_inner>, ws,
                       need<"expected `]` after the attribute", one<']'>>> {};
struct attributes : seq<attribute, star<ws, attribute>> {};

// A sum-type constructor `#name` (no space after `#`).
struct constr_name : seq<one<'#'>, not_at<one<'['>>, raw_name> {};

// ---- types ----
struct exp;
struct type_exp;
struct type_app;
struct type_name : seq<identifier, star<one<'.'>, identifier>> {};
struct dim : opt<exp> {};
struct size_arg : seq<one<'['>, ws, dim, ws, need<"expected `]` after the size", one<']'>>> {};
struct array_type : seq<one<'['>, ws, dim, ws, need<"expected `]` in array type", one<']'>>, ws,
                        need<"expected the element type of the array type", type_app>> {};
struct type_list_ : seq<type_exp, star<ws, comma, ws, type_exp>, opt<ws, comma>> {};
struct type_group : group<'(', ')', opt<type_list_>, "expected a type after `(`"> {};
struct field_type : seq<field_name, ws, need<"expected `:` after the field name", colon>, ws,
                        need<"expected a type after `:`", type_exp>> {};
struct field_types : seq<field_type, star<ws, comma, ws, field_type>, opt<ws, comma>> {};
struct record_type : group<'{', '}', opt<field_types>, "expected a field after `{`"> {};
struct type_atom : sor<type_group, record_type, type_name> {};
struct type_arg : sor<size_arg, type_atom> {};
struct named_type : seq<type_name, star<ws, type_arg>> {};
struct type_app_ : sor<array_type, named_type, type_group, record_type> {};
struct type_app : guarded<type_app_> {};
// Sum types: `#red | #rgb f32 f32 | #arr ([]i32)`; a payload is an atomic
// type, or `[d]` and an atomic type.
struct sum_payload;
struct payload_array : seq<one<'['>, ws, dim, ws, need<"expected `]` in array type", one<']'>>,
                           need<"expected the element type of the array type", sum_payload>> {};
struct sum_payload_ : sor<payload_array, type_atom> {};
struct sum_payload : guarded<sum_payload_> {};
struct sum_clause : seq<constr_name, star<ws, sum_payload>> {};
struct sum_type : seq<sum_clause, star<ws, one<'|'>, not_at<one<'|'>>, ws,
                                      need<"expected a constructor `#name` after `|`", sum_clause>>> {};
struct unique_type : seq<one<'*'>, ws, need<"expected a type after `*`", type_app>> {};
struct type_noarrow : sor<unique_type, sum_type, type_app> {};
// `(n: i64) -> [n]i32`: a named parameter, only before `->`.
struct param_name : seq<identifier> {};
struct named_param : seq<one<'('>, ws, param_name, ws, colon, ws, need<"expected a type after `:`", type_exp>,
                         ws, need<"expected `)` after the parameter type", one<')'>>, ws,
                         need<"expected `->` after a named parameter type", at<arrow>>> {};
struct type_arrow : seq<sor<named_param, type_noarrow>,
                        opt<ws, arrow, ws, need<"expected a type after `->`", type_exp>>> {};
struct ext_size : seq<identifier> {};
struct exists_type : seq<one<'?'>, plus<ws, one<'['>, ws, need<"expected a size name after `[`", ext_size>, ws,
                                       need<"expected `]` after the size name", one<']'>>>,
                         ws, need<"expected `.` after the existential sizes", one<'.'>>, ws,
                         need<"expected a type after `.`", type_exp>> {};
struct type_exp_ : sor<exists_type, type_arrow> {};
struct type_exp : guarded<type_exp_> {};
struct need_type : need<"expected a type after `:`", type_exp> {};

// ---- patterns ----
struct pat;
struct pat_wild : seq<one<'_'>, not_at<ident_other>> {};
struct pat_id : seq<identifier> {};
struct pat_op : seq<one<'('>, ws, decl_op, ws, one<')'>> {};   // `(+^)` binds an operator
struct pat_list : seq<pat, star<ws, comma, ws, pat>, opt<ws, comma>> {};
struct pat_group : group<'(', ')', opt<pat_list>, "expected a pattern after `(`"> {};
struct pf_pat : seq<pat> {};
struct pf_type : seq<type_exp> {};
struct pat_field : seq<field_name, opt<ws, sor<seq<eq, ws, need<"expected a pattern after `=`", pf_pat>>,
                                               seq<colon, ws, need<"expected a type after `:`", pf_type>>>>> {};
struct pat_fields : seq<pat_field, star<ws, comma, ws, pat_field>, opt<ws, comma>> {};
struct pat_record : group<'{', '}', opt<pat_fields>, "expected a field after `{`"> {};
struct pat_lit : sor<neg_number, number, char_lit, true_lit, false_lit> {};
// Function parameters: irrefutable atoms.
struct param_pat : sor<pat_wild, pat_id, pat_op, pat_group, pat_record> {};
struct atom_pat : sor<pat_wild, pat_lit, pat_id, pat_op, pat_group, pat_record, constr_name> {};
struct pat_constr : seq<constr_name, star<ws, atom_pat>> {};
struct pat_app : sor<pat_constr, atom_pat> {};
// `TypeRule` is the type of an ascription: a `case` pattern's stops before
// `->`, which starts the case's body.
template <typename TypeRule>
struct pat_ascr_t : seq<pat_app, opt<ws, colon, ws, need<"expected a type after `:`", TypeRule>>> {};
struct pat_ascr : pat_ascr_t<type_exp> {};
struct case_pat_ascr : pat_ascr_t<type_noarrow> {};
struct attr_pat : seq<attributes, ws, need<"expected a pattern after the attribute", pat>> {};
struct pat_ : sor<attr_pat, pat_ascr> {};
struct pat : guarded<pat_> {};
struct case_pat : sor<attr_pat, case_pat_ascr> {};

// ---- expressions ----
struct range_exp;
struct prefix_exp;
struct postfix_exp;

struct var : seq<identifier> {};
struct qual_var : seq<prim_qualifier, raw_name> {};
struct hole : string<'?', '?', '?'> {};
// `M.(e)`: the module M opened locally in e.
struct local_open_body;
struct local_open : seq<one<'.'>, at<one<'('>>, local_open_body> {};

struct index_section;
struct op_section : seq<sor<sec_op, sec_backtick>, ws, at<one<')'>>> {};
struct proj_section : seq<plus<one<'.'>, field_name>, ws, at<one<')'>>> {};
struct right_section : seq<not_at<one<'-'>>, sec_op, ws, exp, ws, at<one<')'>>> {};
struct backtick_right_section : seq<sec_backtick, ws, exp, ws, at<one<')'>>> {};
struct exp_list : seq<exp, star<ws, comma, ws, exp>, opt<ws, comma>> {};
struct paren_body : seq<exp, ws, sor<seq<sor<left_sec_op, sec_backtick>, ws, at<one<')'>>>,
                                      seq<star<ws, comma, ws, exp>, opt<ws, comma>>>> {};
// `(!)`: the prefix operator `!` as a function (the reference's atom
// `"(" qualsymbol ")"`; `!` is a symbol), `\x -> !x`.
struct not_section : seq<one<'!'>, ws, at<one<')'>>> {};
struct paren_content : sor<at<one<')'>>, not_section, op_section, proj_section, index_section, right_section,
                           backtick_right_section, paren_body> {};
struct paren_exp : group<'(', ')', paren_content, "expected an expression after `(`"> {};
struct array_lit : group<'[', ']', opt<exp_list>, "expected an expression after `[`"> {};
struct field_eq : seq<field_name, ws, eq, ws, need<"expected an expression after `=`", exp>> {};
struct field_pun : seq<identifier> {};
struct record_field : sor<field_eq, field_pun> {};
struct record_fields : seq<record_field, star<ws, comma, ws, need<"expected a field after `,`", sor<at<one<'}'>>, record_field>>>> {};
struct record_exp : group<'{', '}', opt<record_fields>, "expected a field after `{`"> {};

struct slice_start : seq<range_exp> {};
struct slice_end : seq<range_exp> {};
struct slice_stride : seq<range_exp> {};
struct slice_rest : seq<one<':'>, ws, opt<slice_end>, opt<ws, one<':'>, ws, opt<slice_stride>>> {};
struct dim_index : sor<seq<slice_start, opt<ws, slice_rest>>, slice_rest> {};
struct index_list : seq<dim_index, star<ws, comma, ws, need<"expected an index after `,`", sor<at<one<']'>>, dim_index>>>> {};
struct index_suffix : group<'[', ']', index_list, "expected an index after `[`"> {};
struct proj_suffix : seq<one<'.'>, field_name> {};
// `(.[i])`, `(.x[i].y)`: a section of indexing and field access steps (the
// ones of fields only are proj_section).
struct isec_field : seq<field_name> {};
struct index_section : seq<one<'.'>, sor<index_suffix, isec_field>,
                           star<sor<index_suffix, proj_suffix>>, ws, at<one<')'>>> {};

struct atom : sor<number, char_lit, string_lit, true_lit, false_lit, hole, qual_var, var, paren_exp,
                  array_lit, record_exp, constr_name> {};
struct postfix_exp : seq<atom, star<sor<index_suffix, proj_suffix, local_open>>> {};
struct app_arg : seq<not_at<qual_op_ahead>, postfix_exp> {};
struct constr_app : seq<constr_name, star<ws, app_arg>> {};
struct app_exp : sor<constr_app, seq<postfix_exp, star<ws, app_arg>>> {};

struct need_exp_eq : need<"expected an expression after `=`", exp> {};

// if / let / loop / match / lambda / assert / attributes: extend as far
// right as possible.
struct if_exp : seq<kw_if, ws, need<"expected a condition after `if`", exp>, ws,
                    need<"expected `then`", kw_then>, ws,
                    need<"expected an expression after `then`", exp>, ws,
                    need<"expected `else`", kw_else>, ws,
                    need<"expected an expression after `else`", exp>> {};

// Type parameters: `[n]`, `'t`, `'~t`, `'^t`.
struct size_name : seq<identifier> {};
struct size_param : seq<one<'['>, ws, need<"expected a size parameter name after `[`", size_name>, ws,
                        need<"expected `]` after the size parameter", one<']'>>> {};
struct tparam_name : seq<identifier> {};
struct type_param : seq<one<'\''>, opt<one<'~', '^'>>, need<"expected a type parameter name after `'`", tparam_name>> {};
struct type_params : star<ws, sor<size_param, type_param>> {};
struct size_param_try : seq<one<'['>, ws, size_name, ws, one<']'>> {};
struct type_params_try : star<ws, sor<size_param_try, type_param>> {};

// `r.x.y`, `a[i]`, `a[i].x` after `let name` or `with`.
struct path_field : seq<field_name> {};
struct update_path : seq<sor<index_suffix, path_field>, star<sor<index_suffix, seq<one<'.'>, path_field>>>> {};
struct let_path : plus<sor<index_suffix, seq<one<'.'>, path_field>>> {};

struct let_exp;
// `loop (x) = for i < n do e in x`: the loop of old Futhark versions, a
// binding like `let` (after `=`, or where a `let` body may start).
struct old_loop_form : need<"`loop (x) = for ... do ... in x` is the syntax of old Futhark versions: the loop is "
                            "an expression now, `loop x = init for i < n do e` (or `loop x for ...` when `x` "
                            "is already bound)",
                            failure> {};
// `loop (x: t = init)`: an old loop's parameter with its initial value.
struct old_loop_param : seq<one<'('>, ws, identifier, ws, opt<colon, ws, type_exp>, ws, eq> {};
struct old_loop_head : sor<old_loop_param, seq<pat, ws, eq, ws, sor<kw_for, kw_while>>> {};
struct let_body : sor<seq<kw_in, ws, need<"expected an expression after `in`", exp>>,
                      seq<at<kw_let>, prefix_exp>,  // the next `let` (guarded)
                      seq<at<kw_loop, ws, old_loop_head>, old_loop_form>> {};
struct need_let_body : need<"expected `in` after the `let` binding", let_body> {};
struct ret_type : seq<colon, ws, need_type> {};
struct fun_name : seq<identifier> {};
struct fun_op : seq<decl_op> {};
struct letfun_form : seq<sor<fun_name, seq<one<'('>, ws, fun_op, ws, one<')'>>>, type_params_try,
                         plus<ws, param_pat>, opt<ws, ret_type>, ws, eq, ws, need_exp_eq, ws, need_let_body> {};
struct letinfix_form : seq<param_pat, ws, fun_op, ws, param_pat, opt<ws, ret_type>, ws, eq, ws, need_exp_eq, ws,
                           need_let_body> {};
struct upd_name : seq<identifier> {};
struct letupd_form : seq<upd_name, let_path, ws, eq, ws, need_exp_eq, ws, need_let_body> {};
struct size_binder : seq<one<'['>, ws, size_name, ws, need<"expected `]` after the size name", one<']'>>> {};
struct letpat_form : seq<star<size_binder, ws>, pat, ws, need<"expected `=` after the pattern", eq>, ws,
                         need_exp_eq, ws, need_let_body> {};
struct let_exp : seq<kw_let, ws, need<"expected a pattern after `let`",
                                      sor<letfun_form, letupd_form, letinfix_form, letpat_form>>> {};

struct loop_init : seq<eq, ws, sor<seq<at<sor<kw_for, kw_while>>, old_loop_form>, need_exp_eq>> {};
struct loop_var : seq<identifier> {};
struct for_upto : seq<kw_for, ws, loop_var, ws, one<'<'>, not_at<one<'=', '<', '>', '|', '-'>>, ws,
                      need<"expected an expression after `<`", exp>> {};
struct for_in : seq<kw_for, ws, need<"expected a pattern after `for`", pat>, ws,
                    need<"expected `in` or `<` after the loop variable", kw_in>, ws,
                    need<"expected an expression after `in`", exp>> {};
struct while_form : seq<kw_while, ws, need<"expected a condition after `while`", exp>> {};
struct loop_exp : seq<kw_loop, ws, sor<seq<at<old_loop_param>, old_loop_form>, need<"expected a pattern after `loop`", pat>>, opt<ws, loop_init>, ws,
                      need<"expected `for` or `while` in the loop", sor<for_upto, for_in, while_form>>, ws,
                      need<"expected `do`", kw_do>, ws, need<"expected an expression after `do`", exp>> {};

struct case_clause : seq<kw_case, ws, need<"expected a pattern after `case`", case_pat>, ws,
                         need<"expected `->` after the pattern of the case", arrow>, ws,
                         need<"expected an expression after `->`", exp>> {};
struct match_exp : seq<kw_match, ws, need<"expected an expression after `match`", exp>, ws,
                       need<"expected `case` after the expression of `match`", case_clause>,
                       star<ws, case_clause>> {};

// The return type of a lambda cannot be a function type (`->` ends it).
struct lambda_ret : seq<colon, ws, need<"expected a type after `:`", type_noarrow>> {};
struct lambda_exp : seq<one<'\\'>, ws, need<"expected a parameter after `\\`", param_pat>, star<ws, param_pat>,
                        opt<ws, lambda_ret>, ws, need<"expected `->` after the lambda parameters", arrow>,
                        ws, need<"expected an expression after `->`", exp>> {};

struct assert_exp : seq<kw_assert, ws, need<"expected a condition after `assert`", postfix_exp>, ws,
                        need<"expected an expression after the condition of `assert`", exp>> {};
struct attr_exp : seq<attributes, ws, need<"expected an expression after the attribute", exp>> {};

struct neg_exp : seq<one<'-'>, not_at<one<'>', '-'>>, ws, need<"expected an expression after `-`", prefix_exp>> {};
struct not_exp : seq<one<'!'>, not_at<one<'='>>, ws, need<"expected an expression after `!`", prefix_exp>> {};
struct prefix_exp_ : sor<neg_number, neg_exp, not_exp, if_exp, let_exp, loop_exp, match_exp, lambda_exp,
                         assert_exp, attr_exp, app_exp> {};
struct prefix_exp : guarded<prefix_exp_> {};

// Infix chains, matched flat; the converter groups them by precedence.
struct operand_after_op : seq<prefix_exp> {
  static constexpr bool after_op = true;
};
struct binexp : seq<prefix_exp, star<ws, sor<binop, backtick_op>, ws, must<operand_after_op>>> {};

// `xs with [i] <- v` is the update syntax of old Futhark versions.
struct old_update_arrow
    : seq<at<string<'<', '-'>>,
          need<"`with [i] <- v` is the syntax of old Futhark versions: write `with [i] = v`", failure>> {};
struct with_exp : seq<binexp, star<ws, kw_with, ws, need<"expected `[` or a field name after `with`", update_path>, ws,
                                   need<"expected `=` after the updated place", sor<eq, old_update_arrow>>, ws,
                                   need<"expected an expression after `=`", binexp>>> {};
struct range_op_lt : string<'.', '.', '<'> {};
struct range_op_gt : string<'.', '.', '>'> {};
struct range_op_dots : string<'.', '.', '.'> {};
struct range_op_dd : seq<string<'.', '.'>, not_at<one<'.', '<', '>'>>> {};
struct need_range_end : need<"expected an expression after the range operator", with_exp> {};
struct range_tail
    : sor<seq<range_op_lt, ws, need_range_end>, seq<range_op_gt, ws, need_range_end>,
          seq<range_op_dots, ws, need_range_end>,
          seq<range_op_dd, ws, need_range_end,
              opt<ws, sor<range_op_dots, range_op_lt, range_op_gt>, ws, need_range_end>>> {};
struct range_exp : seq<with_exp, opt<ws, range_tail>> {};
struct coerce_op : string<':', '>'> {};
struct ascript_exp
    : seq<range_exp, opt<ws, sor<seq<coerce_op, ws, need<"expected a type after `:>`", type_exp>>,
                                 seq<colon, ws, need_type>>>> {};
struct exp : guarded<ascript_exp> {};

// ---- declarations ----
struct decl_name : seq<identifier> {};
struct infix_head : seq<param_pat, ws, decl_op, ws, param_pat> {};
struct prefix_head : seq<sor<decl_name, seq<one<'('>, ws, decl_op, ws, one<')'>>>, type_params, star<ws, param_pat>> {};
struct decl_kw : sor<kw_def, kw_entry, kw_let> {};
struct val_head : sor<infix_head, prefix_head> {};
struct val_start : sor<seq<at<kw_def>, decl_kw, ws, need<"expected a name after `def`", val_head>>,
                       seq<at<kw_entry>, decl_kw, ws, need<"expected a name after `entry`", val_head>>,
                       seq<at<kw_let>, decl_kw, ws, need<"expected a name after `let`", val_head>>> {};
struct val_decl : seq<val_start,
                      opt<ws, ret_type>, ws, need<"expected `=` or a parameter in the definition", eq>, ws,
                      need_exp_eq> {};
struct type_lift : one<'~', '^'> {};
struct type_decl : seq<kw_type, opt<type_lift>, ws, need<"expected a name after `type`", decl_name>, type_params, ws,
                       need<"expected `=` in the type definition", eq>, ws,
                       need<"expected a type after `=`", type_exp>> {};
// `M.(e)`, also `M.(a, b)`: a tuple.
struct local_open_body : group<'(', ')', exp_list, "expected an expression after `M.(`"> {};

// ---- the module language ----
struct decl;
struct mod_exp;
struct sig_exp;
struct qual_name : seq<identifier, star<one<'.'>, identifier>> {};
struct mod_name : seq<qual_name> {};
struct sig_name : seq<qual_name> {};
struct import_path : seq<string_lit> {};
struct need_import_path : need<"expected a file name in quotes after `import`", import_path> {};
struct decls_ : seq<decl, star<ws, decl>> {};
struct mod_struct : group<'{', '}', opt<decls_>, "expected a declaration after `{`"> {};
struct mod_paren : group<'(', ')', mod_exp, "expected a module expression after `(`"> {};
struct mod_import : seq<kw_import, ws, need_import_path> {};
struct mod_atom : sor<mod_paren, mod_struct, mod_import, mod_name> {};
// An argument: not `import` (a following `import "..."` declaration).
struct mod_arg : sor<mod_paren, mod_struct, mod_name> {};
struct mod_app : seq<mod_atom, star<ws, mod_arg>> {};
struct mparam_name : seq<identifier> {};
struct mod_param : seq<one<'('>, ws, mparam_name, ws, need<"expected `:` and a module type after the module parameter", colon>,
                       ws, need<"expected a module type after `:`", sig_exp>, ws,
                       need<"expected `)` after the module parameter", one<')'>>> {};
struct mod_result_sig : seq<colon, ws, need<"expected a module type after `:`", sig_exp>> {};
struct sig_exp_na;
// The result module type of `\(P: S): R -> e`: no functor type (its `->`
// is the lambda's).
struct lambda_result_sig : seq<colon, ws, need<"expected a module type after `:`", sig_exp_na>> {};
struct mod_lambda : seq<one<'\\'>, ws, need<"expected a module parameter `(P: S)` after `\\`", mod_param>,
                        star<ws, mod_param>, opt<ws, lambda_result_sig>, ws,
                        need<"expected `->` after the module parameters", arrow>, ws,
                        need<"expected a module expression after `->`", mod_exp>> {};
struct mod_ascribe : seq<colon, ws, need<"expected a module type after `:`", sig_exp>> {};
struct mod_exp_ : seq<sor<mod_lambda, mod_app>, star<ws, mod_ascribe>> {};
struct mod_exp : guarded<mod_exp_> {};
struct need_mod_exp : need<"expected a module expression", mod_exp> {};

// Module types.
struct spec_name : sor<seq<one<'('>, ws, decl_op, ws, one<')'>>, decl_op, decl_name> {};
struct val_spec : seq<kw_val, ws, need<"expected a name after `val`", spec_name>, type_params, ws,
                      need<"expected `:` and a type in the value specification", colon>, ws,
                      need<"expected a type after `:`", type_exp>> {};
struct spec_type_def : seq<eq, ws, need<"expected a type after `=`", type_exp>> {};
struct type_spec : seq<kw_type, opt<type_lift>, ws, need<"expected a name after `type`", decl_name>, type_params,
                       opt<ws, spec_type_def>> {};
struct module_spec : seq<kw_module, ws, need<"expected a name after `module`", decl_name>, ws,
                         need<"expected `:` after the module name", colon>, ws,
                         need<"expected a module type after `:`", sig_exp>> {};
struct include_spec : seq<kw_include, ws, need<"expected a module type after `include`", sig_exp>> {};
struct spec : seq<opt<attributes, ws>, sor<val_spec, type_spec, module_spec, include_spec>> {};
struct specs_ : seq<spec, star<ws, spec>> {};
struct sig_specs : group<'{', '}', opt<specs_>, "expected a specification (`val`, `type`, `module`, `include`) after `{`"> {};
struct sig_paren : group<'(', ')', sig_exp, "expected a module type after `(`"> {};
struct sig_atom : sor<sig_specs, sig_paren, sig_name> {};
struct with_name : seq<qual_name> {};
struct sig_with : seq<kw_with, ws, need<"expected a type name after `with`", with_name>, type_params, ws,
                      need<"expected `=` in the `with` refinement", eq>, ws,
                      need<"expected a type after `=`", type_exp>> {};
// Functor types: `(P: S) -> R` and `S -> R` (right-associative).
struct sig_fparam : seq<one<'('>, ws, mparam_name, ws, colon, ws, sig_exp, ws,
                        need<"expected `)` after the module parameter", one<')'>>> {};
struct sig_arrow : seq<arrow, ws, need<"expected a module type after `->`", sig_exp>> {};
struct sig_exp_ : sor<seq<sig_fparam, ws, need<"expected `->` after the parameter of a functor type", sig_arrow>>,
                      seq<sig_atom, star<ws, sig_with>, opt<ws, sig_arrow>>> {};
struct sig_exp : guarded<sig_exp_> {};
struct sig_exp_na_ : seq<sig_atom, star<ws, sig_with>> {};
struct sig_exp_na : guarded<sig_exp_na_> {};

struct modtype_decl : seq<kw_type, ws, need<"expected a name after `module type`", decl_name>, ws,
                          need<"expected `=` after the module type name", eq>, ws,
                          need<"expected a module type after `=`", sig_exp>> {};
struct modbind_decl : seq<decl_name, star<ws, mod_param>, opt<ws, mod_result_sig>, ws,
                          need<"expected `=` in the module definition", eq>, ws, need_mod_exp> {};
struct mod_decl : seq<kw_module, ws, need<"expected a name after `module`", sor<modtype_decl, modbind_decl>>> {};
struct open_decl : seq<kw_open, ws, need_mod_exp> {};
struct include_decl : seq<kw_include, ws, need_mod_exp> {};
struct import_decl : seq<kw_import, ws, need_import_path> {};
struct local_decl : seq<kw_local, ws, need<"expected a declaration after `local`", decl>> {};

struct decl : seq<opt<attributes, ws>, sor<val_decl, type_decl, mod_decl, open_decl, include_decl, import_decl,
                                           local_decl>> {};

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
        number, neg_number, char_lit, string_lit, true_lit, false_lit, var, qual_var, hole, not_section, op_section,
        proj_section, index_section, isec_field, right_section, backtick_right_section, sec_op,
        left_sec_op, paren_exp, array_lit, field_eq, field_pun,
        record_exp, slice_start, slice_end, slice_stride, slice_rest, dim_index, index_suffix,
        proj_suffix, constr_name, constr_app, assert_exp, attr_exp, attribute, if_exp, let_exp,
        size_name, size_param, size_param_try, tparam_name, type_param, path_field, update_path, let_path, ret_type, fun_name,
        fun_op, letfun_form, letinfix_form, upd_name, letupd_form, size_binder, letpat_form,
        loop_init, loop_var, for_upto, for_in, while_form, loop_exp, case_clause, match_exp,
        lambda_exp, neg_exp, not_exp, binop, backtick_op, sec_backtick, range_op_lt, range_op_gt, range_op_dots,
        range_op_dd, coerce_op, decl, decl_kw, decl_name, decl_op, infix_head, val_decl, type_lift,
        type_decl, pat_wild, pat_id, pat_op, pat_group, pf_pat, pf_type, pat_field, pat_record,
        pat_constr, attr_pat, dim, size_arg, array_type, payload_array, type_name, named_type,
        type_group, field_type, record_type, sum_clause, sum_type, unique_type, param_name,
        named_param, ext_size, exists_type, lambda_ret, field_name,
        local_open, mod_name, sig_name, import_path, mod_struct, mod_paren, mod_import, mod_app, mparam_name,
        mod_param, mod_result_sig, mod_lambda, mod_ascribe, spec_name, val_spec, spec_type_def, type_spec,
        module_spec, include_spec, spec, sig_specs, sig_paren, with_name, sig_with, sig_fparam, sig_arrow,
        lambda_result_sig, modtype_decl, modbind_decl,
        mod_decl, open_decl, include_decl, import_decl, local_decl>,
    fold_keep::on<app_exp, postfix_exp, binexp, with_exp, range_exp, ascript_exp, pat_ascr,
                  case_pat_ascr, type_arrow>>;

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

// A copy of an expression that shares no Expr node with the original (its
// patterns and types are shared: they are never duplicated by the parser's
// desugarings, which copy only update targets and their indices).
ast::ExprPtr clone_expr(const ast::ExprPtr& e) {
  if (!e) return nullptr;
  auto c = std::make_shared<ast::Expr>(*e);
  for (auto& x : c->elems) x = clone_expr(x);
  for (auto& d : c->indices) {
    d.index = clone_expr(d.index);
    d.start = clone_expr(d.start);
    d.end = clone_expr(d.end);
    d.stride = clone_expr(d.stride);
  }
  return c;
}

// One step of an update path (`with [i].x.y = v`): an index or a run of
// field names.
struct PathStep {
  bool is_index = false;
  std::vector<ast::DimIndex> indices;
  std::vector<std::string> fields;
  Span span;
};

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

  // `n` is a `decl` node: attributes, then a val_decl or a type_decl.
  ast::Decl decl(const Node& n) {
    using namespace gram;
    ast::Decl d;
    std::vector<ast::Attr> attrs;
    const Node* body = nullptr;
    for (const auto& c : n.children) {
      if (c->is_type<attribute>()) attrs.push_back(attribute_of(*c));
      else body = c.get();
    }
    internal_assert(body, "a declaration without a body");
    const Node& b = *body;
    if (!b.is_type<type_decl>() && !b.is_type<val_decl>()) return module_decl(b);
    if (b.is_type<type_decl>()) {
      // Attributes on type declarations are accepted and dropped (Futhark
      // defines none).
      d.kind = ast::Decl::Kind::Type;
      d.type.span = span(b);
      for (const auto& c : b.children) {
        if (c->is_type<type_lift>()) {
          d.type.lift = c->string() == "~" ? ast::TypeDecl::Lift::SizeLifted
                                           : ast::TypeDecl::Lift::Lifted;
        } else if (c->is_type<decl_name>()) {
          d.type.name = c->string();
        } else if (is_type_param(*c)) {
          add_type_param(*c, d.type.type_params, d.type.size_params);
        } else {
          d.type.def = type(*c);
        }
      }
      return d;
    }
    internal_assert(b.is_type<val_decl>(), "unexpected declaration node " << b.type);
    d.kind = ast::Decl::Kind::Val;
    ast::ValDecl& v = d.val;
    v.span = span(n);
    v.attrs = std::move(attrs);
    for (size_t i = 0; i + 1 < b.children.size(); ++i) {
      const Node& c = *b.children[i];
      if (c.is_type<decl_kw>()) {
        v.entry = c.string() == "entry";
      } else if (c.is_type<decl_name>()) {
        v.name = c.string();
        v.name_span = span(c);
      } else if (c.is_type<decl_op>()) {
        v.name = c.string();
        v.name_span = span(c);
        v.is_operator = true;
      } else if (c.is_type<infix_head>()) {
        // `def x +^ y`: the operator, with its two operands as parameters.
        v.params.push_back(pat(*c.children.at(0)));
        v.name = c.children.at(1)->string();
        v.name_span = span(*c.children.at(1));
        v.is_operator = true;
        v.params.push_back(pat(*c.children.at(2)));
      } else if (is_type_param(c)) {
        add_type_param(c, v.type_params, v.size_params);
      } else if (c.is_type<ret_type>()) {
        v.ret_type = type(*c.children.at(0));
      } else {
        v.params.push_back(pat(c));
      }
    }
    if (v.name == "main") v.entry = true;
    v.body = expr(*b.children.back());
    return d;
  }

  // The converter recurses as deeply as the parse tree nests; it stops with
  // a user error before it runs out of stack (see StackBudget).
  // ---- the module language ----
  ast::Decl module_decl(const Node& b) {
    using namespace gram;
    ast::Decl d;
    d.span = span(b);
    if (b.is_type<local_decl>()) {
      d.kind = ast::Decl::Kind::Local;
      d.local_decl = std::make_shared<ast::Decl>(decl(*b.children.at(0)));
    } else if (b.is_type<import_decl>()) {
      d.kind = ast::Decl::Kind::Import;
      d.path = import_path_of(*b.children.at(0));
    } else if (b.is_type<open_decl>() || b.is_type<include_decl>()) {
      d.kind = ast::Decl::Kind::Open;
      d.mod = mod_exp_of(b.children, 0, b.children.size(), d.span);
    } else {
      internal_assert(b.is_type<mod_decl>(), "unexpected declaration node " << b.type);
      const Node& m = *b.children.at(0);
      d.name = m.children.at(0)->string();
      if (m.is_type<modtype_decl>()) {
        d.kind = ast::Decl::Kind::ModType;
        d.sig = sig_exp_of(m.children, 1, m.children.size());
      } else {
        d.kind = ast::Decl::Kind::Module;
        // module F (P: S) ... : R = e  =>  F = \(P: S) ... : R -> e, and
        // module M : R = e             =>  M = e : R
        std::vector<ast::ModParam> params;
        ast::SigExpPtr result;
        size_t i = 1;
        for (; i < m.children.size(); ++i) {
          const Node& c = *m.children[i];
          if (c.is_type<mod_param>()) params.push_back(mod_param_of(c));
          else if (c.is_type<mod_result_sig>()) result = sig_exp_of(c.children, 0, c.children.size());
          else break;
        }
        ast::ModExpPtr body = mod_exp_of(m.children, i, m.children.size(), d.span);
        if (!params.empty()) {
          auto l = std::make_shared<ast::ModExp>();
          l->kind = ast::ModExp::Kind::Lambda;
          l->span = d.span;
          l->params = std::move(params);
          l->sig = result;
          l->body = body;
          d.mod = l;
        } else if (result) {
          auto a = std::make_shared<ast::ModExp>();
          a->kind = ast::ModExp::Kind::Ascribe;
          a->span = d.span;
          a->body = body;
          a->sig = result;
          d.mod = a;
        } else {
          d.mod = body;
        }
      }
    }
    return d;
  }

  std::string import_path_of(const Node& n) {
    ast::ExprPtr s = string_expr(*n.children.at(0));
    return s->string_value;
  }

  ast::ModParam mod_param_of(const Node& n) {
    ast::ModParam p;
    p.span = span(n);
    p.name = n.children.at(0)->string();
    p.sig = sig_exp_of(n.children, 1, n.children.size());
    return p;
  }

  // A module expression whose parse-tree nodes are cs[from, to): an
  // application or lambda, then ascriptions.
  ast::ModExpPtr mod_exp_of(const std::vector<std::unique_ptr<Node>>& cs, size_t from, size_t to, const Span& sp) {
    using namespace gram;
    internal_assert(from < to, "an empty module expression");
    ast::ModExpPtr m = mod_head(*cs[from]);
    for (size_t i = from + 1; i < to; ++i) {
      const Node& c = *cs[i];
      internal_assert(c.is_type<mod_ascribe>(), "unexpected module expression node " << c.type);
      auto a = std::make_shared<ast::ModExp>();
      a->kind = ast::ModExp::Kind::Ascribe;
      a->span = join(m->span, span(c));
      a->body = m;
      a->sig = sig_exp_of(c.children, 0, c.children.size());
      m = a;
    }
    (void)sp;
    return m;
  }

  ast::ModExpPtr mod_head(const Node& n) {
    using namespace gram;
    auto m = std::make_shared<ast::ModExp>();
    m->span = span(n);
    if (n.is_type<mod_lambda>()) {
      m->kind = ast::ModExp::Kind::Lambda;
      size_t i = 0;
      for (; i < n.children.size(); ++i) {
        const Node& c = *n.children[i];
        if (c.is_type<mod_param>()) m->params.push_back(mod_param_of(c));
        else if (c.is_type<mod_result_sig>() || c.is_type<lambda_result_sig>())
          m->sig = sig_exp_of(c.children, 0, c.children.size());
        else break;
      }
      m->body = mod_exp_of(n.children, i, n.children.size(), m->span);
      return m;
    }
    if (n.is_type<mod_app>()) {
      ast::ModExpPtr cur = mod_atom_of(*n.children.at(0));
      for (size_t i = 1; i < n.children.size(); ++i) {
        auto a = std::make_shared<ast::ModExp>();
        a->kind = ast::ModExp::Kind::Apply;
        a->body = cur;
        a->arg = mod_atom_of(*n.children[i]);
        a->span = join(cur->span, a->arg->span);
        cur = a;
      }
      return cur;
    }
    return mod_atom_of(n);
  }

  ast::ModExpPtr mod_atom_of(const Node& n) {
    using namespace gram;
    if (n.is_type<mod_paren>()) return mod_exp_of(n.children, 0, n.children.size(), span(n));
    auto m = std::make_shared<ast::ModExp>();
    m->span = span(n);
    if (n.is_type<mod_name>()) {
      m->kind = ast::ModExp::Kind::Name;
      m->name = n.string();
    } else if (n.is_type<mod_import>()) {
      m->kind = ast::ModExp::Kind::Import;
      m->path = import_path_of(*n.children.at(0));
    } else {
      internal_assert(n.is_type<mod_struct>(), "unexpected module node " << n.type);
      m->kind = ast::ModExp::Kind::Struct;
      m->decls = std::make_shared<std::vector<ast::Decl>>();
      for (const auto& c : n.children) m->decls->push_back(decl(*c));
    }
    return m;
  }

  ast::SigExpPtr sig_exp_of(const std::vector<std::unique_ptr<Node>>& cs, size_t from, size_t to) {
    using namespace gram;
    internal_assert(from < to, "an empty module type");
    if (cs[from]->is_type<sig_fparam>()) {
      // (P: S) -> R
      const Node& fp = *cs[from];
      internal_assert(from + 1 < to && cs[from + 1]->is_type<sig_arrow>(), "a functor type without `->`");
      auto f = std::make_shared<ast::SigExp>();
      f->kind = ast::SigExp::Kind::Functor;
      f->span = span(fp);
      f->name = fp.children.at(0)->string();
      f->base = sig_exp_of(fp.children, 1, fp.children.size());
      const Node& ar = *cs[from + 1];
      f->result = sig_exp_of(ar.children, 0, ar.children.size());
      f->span = join(f->span, span(ar));
      return f;
    }
    ast::SigExpPtr s = sig_atom_of(*cs[from]);
    for (size_t i = from + 1; i < to; ++i) {
      const Node& c = *cs[i];
      if (c.is_type<sig_arrow>()) {
        // S -> R
        auto f = std::make_shared<ast::SigExp>();
        f->kind = ast::SigExp::Kind::Functor;
        f->span = join(s->span, span(c));
        f->base = s;
        f->result = sig_exp_of(c.children, 0, c.children.size());
        return f;
      }
      internal_assert(c.is_type<sig_with>(), "unexpected module type node " << c.type);
      auto w = std::make_shared<ast::SigExp>();
      w->kind = ast::SigExp::Kind::With;
      w->span = join(s->span, span(c));
      w->base = s;
      w->name = c.children.at(0)->string();
      std::vector<std::string> sizes;
      for (size_t j = 1; j + 1 < c.children.size(); ++j) add_type_param(*c.children[j], w->type_params, sizes);
      w->with_def = type(*c.children.back());
      s = w;
    }
    return s;
  }

  ast::SigExpPtr sig_atom_of(const Node& n) {
    using namespace gram;
    if (n.is_type<sig_paren>()) return sig_exp_of(n.children, 0, n.children.size());
    auto s = std::make_shared<ast::SigExp>();
    s->span = span(n);
    if (n.is_type<sig_name>()) {
      s->kind = ast::SigExp::Kind::Name;
      s->name = n.string();
      return s;
    }
    internal_assert(n.is_type<sig_specs>(), "unexpected module type node " << n.type);
    s->kind = ast::SigExp::Kind::Specs;
    for (const auto& c : n.children) {
      // spec: attributes (dropped), then the specification.
      const Node& b = *c->children.back();
      ast::Spec sp;
      sp.span = span(b);
      std::vector<std::string> sizes;
      if (b.is_type<val_spec>()) {
        sp.kind = ast::Spec::Kind::Val;
        const Node& nm = *b.children.at(0);
        sp.name = nm.children.at(0)->string();
        sp.is_operator = nm.children.at(0)->is_type<decl_op>();
        for (size_t j = 1; j + 1 < b.children.size(); ++j) add_type_param(*b.children[j], sp.type_params, sizes);
        sp.type = type(*b.children.back());
      } else if (b.is_type<type_spec>()) {
        sp.kind = ast::Spec::Kind::Type;
        for (const auto& k : b.children) {
          if (k->is_type<type_lift>()) {
            sp.lift = k->string() == "~" ? ast::TypeDecl::Lift::SizeLifted : ast::TypeDecl::Lift::Lifted;
          } else if (k->is_type<decl_name>()) {
            sp.name = k->string();
          } else if (k->is_type<spec_type_def>()) {
            sp.type = type(*k->children.at(0));
          } else {
            add_type_param(*k, sp.type_params, sizes);
          }
        }
      } else if (b.is_type<module_spec>()) {
        sp.kind = ast::Spec::Kind::Module;
        sp.name = b.children.at(0)->string();
        sp.sig = sig_exp_of(b.children, 1, b.children.size());
      } else {
        internal_assert(b.is_type<include_spec>(), "unexpected specification node " << b.type);
        sp.kind = ast::Spec::Kind::Include;
        sp.sig = sig_exp_of(b.children, 0, b.children.size());
      }
      s->specs.push_back(std::move(sp));
    }
    return s;
  }

  void check_stack(const Node& n) const {
    char here;
    if (g_convert_floor && &here < g_convert_floor)
      user_error(span(n), "the program is nested too deeply: too many brackets or expressions inside each other");
  }

  // ---- attributes ----
  // `#[ f ( a ,b ) ]` -> name "f", text "f(a, b)".
  ast::Attr attribute_of(const Node& n) {
    ast::Attr a;
    a.span = span(n);
    std::string_view s = n.string_view();
    s.remove_prefix(2);  // `#[`
    s.remove_suffix(1);  // `]`
    std::string text;
    for (size_t i = 0; i < s.size(); ++i) {
      char c = s[i];
      if (c == '-' && i + 1 < s.size() && s[i + 1] == '-') {
        while (i < s.size() && s[i] != '\n') ++i;
        continue;
      }
      if (std::isspace(static_cast<unsigned char>(c))) continue;
      if (c == ')' && !text.empty() && text.back() == ' ') {
        text.pop_back();  // a trailing comma: `f(a,)`
        text.pop_back();
      }
      text += c;
      if (c == ',') text += ' ';
    }
    a.text = text;
    size_t n_end = 0;
    while (n_end < text.size() && (is_ident_other(text[n_end]))) ++n_end;
    a.name = text.substr(0, n_end);
    return a;
  }

  // ---- type parameters ----
  static bool is_type_param(const Node& c) {
    using namespace gram;
    return c.is_type<size_param>() || c.is_type<size_param_try>() || c.is_type<type_param>();
  }
  void add_type_param(const Node& c, std::vector<ast::TypeParam>& tps,
                      std::vector<std::string>& sizes) {
    using namespace gram;
    ast::TypeParam tp;
    tp.span = span(c);
    tp.name = c.children.at(0)->string();
    if (c.is_type<type_param>()) {
      char k = c.string_view().at(1);
      tp.kind = k == '~'   ? ast::TypeParam::Kind::SizeLifted
                : k == '^' ? ast::TypeParam::Kind::Lifted
                           : ast::TypeParam::Kind::Type;
    } else {
      tp.kind = ast::TypeParam::Kind::Size;
      sizes.push_back(tp.name);
    }
    tps.push_back(tp);
  }

  // ---- types ----
  // A dimension `[e]`: a lone (qualified) name is Name, an integer literal
  // without suffix Const, anything else an Expr.
  ast::DimExp dimension(const Node& n) {
    ast::DimExp d;
    d.span = span(n);
    if (n.children.empty()) {
      d.kind = ast::DimExp::Kind::Any;
      return d;
    }
    ast::ExprPtr e = expr(*n.children.at(0));
    if (std::optional<std::string> name = dotted_name(*e)) {
      d.kind = ast::DimExp::Kind::Name;
      d.name = *name;
    } else if (e->kind == ast::Expr::Kind::IntLit && !e->suffix && !e->negative) {
      d.kind = ast::DimExp::Kind::Const;
      using boost::multiprecision::cpp_int;
      if (cpp_int(e->int_digits) > cpp_int(std::numeric_limits<int64_t>::max()))
        user_error(d.span, "array size `" + e->int_digits + "` is too large");
      d.value = static_cast<int64_t>(e->int_value);
    } else {
      d.kind = ast::DimExp::Kind::Expr;
      d.expr = e;
    }
    return d;
  }

  // "x" for Var x, "M.n" for a projection chain of names over a Var.
  static std::optional<std::string> dotted_name(const ast::Expr& e) {
    if (e.kind == ast::Expr::Kind::Var) return e.name;
    if (e.kind == ast::Expr::Kind::Proj && !std::isdigit(static_cast<unsigned char>(e.field[0])))
      if (auto base = dotted_name(*e.elems[0])) return *base + "." + e.field;
    return std::nullopt;
  }

  ast::TypeExpPtr type(const Node& n) {
    using namespace gram;
    using TK = ast::TypeExp::Kind;
    check_stack(n);
    auto t = std::make_shared<ast::TypeExp>();
    t->span = span(n);
    if (n.is_type<unique_type>()) {
      auto inner = type(*n.children.at(0));
      inner->unique = true;
      inner->span = t->span;
      return inner;
    }
    if (n.is_type<type_arrow>()) {
      t->kind = TK::Arrow;
      const Node& lhs = *n.children.at(0);
      if (lhs.is_type<named_param>()) {
        t->param_name = lhs.children.at(0)->string();
        t->elems.push_back(type(*lhs.children.at(1)));
      } else {
        t->elems.push_back(type(lhs));
      }
      t->elems.push_back(type(*n.children.at(1)));
      return t;
    }
    if (n.is_type<exists_type>()) {
      t->kind = TK::Exists;
      for (size_t i = 0; i + 1 < n.children.size(); ++i)
        t->ext_sizes.push_back(n.children[i]->string());
      t->elem = type(*n.children.back());
      return t;
    }
    if (n.is_type<array_type>() || n.is_type<payload_array>()) {
      t->kind = TK::Array;
      t->dim = dimension(*n.children.at(0));
      t->elem = type(*n.children.at(1));
      return t;
    }
    if (n.is_type<type_group>()) {
      if (n.children.empty()) {
        t->kind = TK::Unit;
        return t;
      }
      if (n.children.size() == 1) return type(*n.children[0]);
      t->kind = TK::Tuple;
      for (const auto& c : n.children) t->elems.push_back(type(*c));
      return t;
    }
    if (n.is_type<record_type>()) {
      t->kind = TK::Record;
      for (const auto& f : n.children) {
        std::string name = f->children.at(0)->string();
        for (const auto& [seen, _] : t->fields)
          if (seen == name) user_error(span(*f), "field `" + name + "` appears twice in the record type");
        t->fields.emplace_back(name, type(*f->children.at(1)));
      }
      return t;
    }
    if (n.is_type<sum_type>()) {
      t->kind = TK::Sum;
      for (const auto& clause : n.children) {
        std::vector<ast::TypeExpPtr> payload;
        for (size_t i = 1; i < clause->children.size(); ++i) payload.push_back(type(*clause->children[i]));
        t->constrs.emplace_back(clause->children.at(0)->string().substr(1), std::move(payload));
      }
      return t;
    }
    const Node* name_node = &n;
    if (n.is_type<named_type>()) name_node = n.children.at(0).get();
    internal_assert(name_node->is_type<type_name>(), "unexpected type node " << n.type);
    std::string name = name_node->string();
    size_t nargs = n.is_type<named_type>() ? n.children.size() - 1 : 0;
    if (auto p = prim_type_named(name)) {
      if (nargs > 0) user_error(t->span, "the primitive type `" + name + "` takes no arguments");
      t->kind = TK::Prim;
      t->prim = *p;
      return t;
    }
    t->kind = TK::Named;
    t->name = name;
    for (size_t i = 1; i <= nargs; ++i) {
      const Node& a = *n.children[i];
      ast::TypeArg arg;
      if (a.is_type<size_arg>()) {
        arg.is_size = true;
        arg.dim = dimension(*a.children.at(0));
        arg.dim.span = span(a);
        t->size_args.push_back(arg.dim);
      } else {
        arg.type = type(a);
      }
      t->type_args.push_back(std::move(arg));
    }
    return t;
  }

  // ---- patterns ----
  ast::PatPtr pat(const Node& n) {
    using namespace gram;
    using PK = ast::Pat::Kind;
    check_stack(n);
    auto p = std::make_shared<ast::Pat>();
    p->span = span(n);
    if (n.is_type<pat_id>()) {
      p->kind = PK::Id;
      p->name = n.string();
    } else if (n.is_type<pat_op>()) {
      p->kind = PK::Id;
      p->name = n.children.at(0)->string();
    } else if (n.is_type<pat_wild>()) {
      p->kind = PK::Wildcard;
    } else if (n.is_type<pat_group>()) {
      if (n.children.empty()) {
        p->kind = PK::Unit;
      } else if (n.children.size() == 1) {
        auto inner = pat(*n.children[0]);
        // `(x: t)` keeps the span of the parentheses.
        if (inner->kind == PK::Ascribed) inner->span = p->span;
        return inner;
      } else {
        p->kind = PK::Tuple;
        for (const auto& c : n.children) p->elems.push_back(pat(*c));
      }
    } else if (n.is_type<pat_record>()) {
      p->kind = PK::Record;
      for (const auto& f : n.children) {
        std::string name = f->children.at(0)->string();
        for (const auto& [seen, _] : p->fields)
          if (seen == name) user_error(span(*f), "field `" + name + "` appears twice in the record pattern");
        ast::PatPtr fp;
        if (f->children.size() == 1) {
          if (std::isdigit(static_cast<unsigned char>(name[0])))
            user_error(span(*f), "the field `" + name + "` needs a pattern: `" + name + " = p`");
          fp = std::make_shared<ast::Pat>();
          fp->kind = PK::Id;
          fp->name = name;
          fp->span = span(*f);
        } else if (f->children[1]->is_type<pf_pat>()) {
          fp = pat(*f->children[1]->children.at(0));
        } else {
          if (std::isdigit(static_cast<unsigned char>(name[0])))
            user_error(span(*f), "the field `" + name + "` needs a pattern: `" + name + " = p`");
          auto id = std::make_shared<ast::Pat>();
          id->kind = PK::Id;
          id->name = name;
          id->span = span(*f->children[0]);
          fp = std::make_shared<ast::Pat>();
          fp->kind = PK::Ascribed;
          fp->span = span(*f);
          fp->inner = id;
          fp->type = type(*f->children[1]->children.at(0));
        }
        p->fields.emplace_back(name, fp);
      }
    } else if (n.is_type<number>() || n.is_type<neg_number>() || n.is_type<char_lit>() ||
               n.is_type<true_lit>() || n.is_type<false_lit>()) {
      p->kind = PK::Literal;
      p->literal = expr(n);
    } else if (n.is_type<constr_name>()) {
      p->kind = PK::Constr;
      p->name = n.string().substr(1);
    } else if (n.is_type<pat_constr>()) {
      p->kind = PK::Constr;
      p->name = n.children.at(0)->string().substr(1);
      for (size_t i = 1; i < n.children.size(); ++i) p->elems.push_back(pat(*n.children[i]));
    } else if (n.is_type<attr_pat>()) {
      std::vector<ast::Attr> attrs;
      for (size_t i = 0; i + 1 < n.children.size(); ++i) attrs.push_back(attribute_of(*n.children[i]));
      auto inner = pat(*n.children.back());
      inner->attrs.insert(inner->attrs.begin(), attrs.begin(), attrs.end());
      inner->span = p->span;
      return inner;
    } else {
      internal_assert(n.is_type<pat_ascr>() || n.is_type<case_pat_ascr>(),
                      "unexpected pattern node " << n.type);
      p->kind = PK::Ascribed;
      p->inner = pat(*n.children.at(0));
      p->type = type(*n.children.at(1));
    }
    return p;
  }

  // ---- expressions ----
  ast::ExprPtr make(ast::Expr::Kind k, const Span& s) {
    auto e = std::make_shared<ast::Expr>();
    e->kind = k;
    e->span = s;
    return e;
  }

  // `f`, `f32.sqrt`, `M.f`, `r.x.y`, as an expression: the same Var or
  // projections that the expression grammar gives for these names.
  ast::ExprPtr name_expr(const std::string& name, const Span& sp) {
    std::vector<std::string> parts;
    size_t start = 0;
    while (true) {
      size_t dot = name.find('.', start);
      parts.push_back(name.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
      if (dot == std::string::npos) break;
      start = dot + 1;
    }
    size_t i = 1;
    auto e = make(ast::Expr::Kind::Var, sp);
    e->name = parts[0];
    if (parts.size() >= 2 && prim_type_named(parts[0])) {
      e->name += "." + parts[1];
      i = 2;
    }
    for (; i < parts.size(); ++i) {
      auto p = make(ast::Expr::Kind::Proj, sp);
      p->elems.push_back(e);
      p->field = parts[i];
      e = p;
    }
    return e;
  }

  // Dispatches on the node's rule; each kind is converted by its own
  // function (not inlined), so that the recursion through `expr` costs only
  // the frames of the kinds on the path.
  ast::ExprPtr expr(const Node& n) {
    using namespace gram;
    check_stack(n);
    if (n.is_type<number>() || n.is_type<neg_number>()) return number_expr(n);
    if (n.is_type<true_lit>() || n.is_type<false_lit>()) return bool_expr(n);
    if (n.is_type<char_lit>()) return char_expr(n);
    if (n.is_type<string_lit>()) return string_expr(n);
    if (n.is_type<var>() || n.is_type<qual_var>() || n.is_type<hole>()) return var_expr(n);
    if (n.is_type<paren_exp>()) return paren_expr(n);
    if (n.is_type<array_lit>()) return array_expr(n);
    if (n.is_type<record_exp>()) return record_expr(n);
    if (n.is_type<constr_name>() || n.is_type<constr_app>()) return constr_expr(n);
    if (n.is_type<postfix_exp>()) return postfix_expr(n);
    if (n.is_type<app_exp>()) return apply_expr(n);
    if (n.is_type<assert_exp>()) return assert_expr(n);
    if (n.is_type<attr_exp>()) return attr_expr(n);
    if (n.is_type<neg_exp>() || n.is_type<not_exp>()) return prefix_op_expr(n);
    if (n.is_type<if_exp>()) return if_expr(n);
    if (n.is_type<let_exp>()) return let_expr(n);
    if (n.is_type<loop_exp>()) return loop_expr(n);
    if (n.is_type<match_exp>()) return match_expr(n);
    if (n.is_type<lambda_exp>()) return lambda_expr(n);
    if (n.is_type<binexp>()) return binary_expr(n);
    if (n.is_type<with_exp>()) return with_expr(n);
    if (n.is_type<range_exp>()) return range_expr(n);
    if (n.is_type<ascript_exp>()) return ascript_expr(n);
    internal_assert(false, "unexpected expression node " << n.type);
    return nullptr;
  }


  [[gnu::noinline]] ast::ExprPtr number_expr(const Node& n) {
    return number_lit(n);
  }

  [[gnu::noinline]] ast::ExprPtr bool_expr(const Node& n) {
    using namespace gram;
    using K = ast::Expr::Kind;
    const Span sp = span(n);
    auto e = make(K::BoolLit, sp);
    e->bool_value = n.is_type<true_lit>();
    return e;
  }

  [[gnu::noinline]] ast::ExprPtr char_expr(const Node& n) {
    using K = ast::Expr::Kind;
    const Span sp = span(n);
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

  [[gnu::noinline]] ast::ExprPtr string_expr(const Node& n) {
    using K = ast::Expr::Kind;
    const Span sp = span(n);
    std::string_view s = n.string_view();
    auto e = make(K::StringLit, sp);
    std::string err = unescape(s.substr(1, s.size() - 2), e->string_value);
    if (!err.empty()) user_error(sp, err);
    return e;
  }

  [[gnu::noinline]] ast::ExprPtr var_expr(const Node& n) {
    using K = ast::Expr::Kind;
    const Span sp = span(n);
    auto e = make(K::Var, sp);
    e->name = n.string();
    return e;
  }

  [[gnu::noinline]] ast::ExprPtr paren_expr(const Node& n) {
    const Span sp = span(n);
    return paren(n, sp);
  }

  [[gnu::noinline]] ast::ExprPtr array_expr(const Node& n) {
    using K = ast::Expr::Kind;
    const Span sp = span(n);
    auto e = make(K::ArrayLit, sp);
    for (const auto& c : n.children) e->elems.push_back(expr(*c));
    return e;
  }

  [[gnu::noinline]] ast::ExprPtr record_expr(const Node& n) {
    using namespace gram;
    using K = ast::Expr::Kind;
    const Span sp = span(n);
    auto e = make(K::Record, sp);
    for (const auto& f : n.children) {
      std::string name;
      ast::ExprPtr v;
      if (f->is_type<field_pun>()) {
        name = f->string();
        v = make(K::Var, span(*f));
        v->name = name;
      } else {
        name = f->children.at(0)->string();
        v = expr(*f->children.at(1));
      }
      for (const auto& seen : e->field_names)
        if (seen == name) user_error(span(*f), "field `" + name + "` is defined twice in the record");
      e->field_names.push_back(name);
      e->elems.push_back(v);
    }
    return e;
  }

  [[gnu::noinline]] ast::ExprPtr constr_expr(const Node& n) {
    using namespace gram;
    using K = ast::Expr::Kind;
    const Span sp = span(n);
    auto e = make(K::Constr, sp);
    const Node& name = n.is_type<constr_name>() ? n : *n.children.at(0);
    e->name = name.string().substr(1);
    for (size_t i = 1; i < n.children.size(); ++i) e->elems.push_back(expr(*n.children[i]));
    return e;
  }

  [[gnu::noinline]] ast::ExprPtr postfix_expr(const Node& n) {
    using namespace gram;
    using K = ast::Expr::Kind;
    ast::ExprPtr cur = expr(*n.children.at(0));
    for (size_t i = 1; i < n.children.size(); ++i) {
      const Node& s = *n.children[i];
      Span whole = join(cur->span, span(s));
      if (s.is_type<index_suffix>()) {
        auto e = make(K::Index, whole);
        e->elems.push_back(cur);
        e->indices = indices(s);
        cur = e;
      } else if (s.is_type<local_open>()) {
        // `M.N.(e)`: what precedes is a (qualified) module name.
        std::optional<std::string> m = dotted_name(*cur);
        if (!m) user_error(whole, "only a module can be opened locally: write `M.(e)` with a module name `M`");
        auto e = make(K::LocalOpen, whole);
        e->name = *m;
        if (s.children.size() == 1) {
          e->elems.push_back(expr(*s.children.at(0)));
        } else {
          auto t = make(K::Tuple, span(s));
          for (const auto& c : s.children) t->elems.push_back(expr(*c));
          e->elems.push_back(t);
        }
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

  [[gnu::noinline]] ast::ExprPtr apply_expr(const Node& n) {
    using K = ast::Expr::Kind;
    const Span sp = span(n);
    auto e = make(K::Apply, sp);
    for (const auto& c : n.children) e->elems.push_back(expr(*c));
    return e;
  }

  [[gnu::noinline]] ast::ExprPtr assert_expr(const Node& n) {
    using K = ast::Expr::Kind;
    const Span sp = span(n);
    auto e = make(K::Assert, sp);
    for (const auto& c : n.children) e->elems.push_back(expr(*c));
    return e;
  }

  [[gnu::noinline]] ast::ExprPtr attr_expr(const Node& n) {
    using K = ast::Expr::Kind;
    const Span sp = span(n);
    auto e = make(K::Attr, sp);
    for (size_t i = 0; i + 1 < n.children.size(); ++i) e->attrs.push_back(attribute_of(*n.children[i]));
    e->elems.push_back(expr(*n.children.back()));
    return e;
  }

  [[gnu::noinline]] ast::ExprPtr prefix_op_expr(const Node& n) {
    using namespace gram;
    using K = ast::Expr::Kind;
    const Span sp = span(n);
    auto e = make(n.is_type<neg_exp>() ? K::Neg : K::Not, sp);
    e->elems.push_back(expr(*n.children.at(0)));
    return e;
  }

  [[gnu::noinline]] ast::ExprPtr if_expr(const Node& n) {
    using K = ast::Expr::Kind;
    const Span sp = span(n);
    auto e = make(K::If, sp);
    for (const auto& c : n.children) e->elems.push_back(expr(*c));
    return e;
  }

  [[gnu::noinline]] ast::ExprPtr let_expr(const Node& n) {
    const Span sp = span(n);
    return let(*n.children.at(0), sp);
  }

  [[gnu::noinline]] ast::ExprPtr loop_expr(const Node& n) {
    const Span sp = span(n);
    return loop(n, sp);
  }

  [[gnu::noinline]] ast::ExprPtr match_expr(const Node& n) {
    using K = ast::Expr::Kind;
    const Span sp = span(n);
    auto e = make(K::Match, sp);
    e->elems.push_back(expr(*n.children.at(0)));
    for (size_t i = 1; i < n.children.size(); ++i) {
      const Node& c = *n.children[i];
      e->cases.push_back(pat(*c.children.at(0)));
      e->elems.push_back(expr(*c.children.at(1)));
    }
    return e;
  }

  [[gnu::noinline]] ast::ExprPtr lambda_expr(const Node& n) {
    using namespace gram;
    using K = ast::Expr::Kind;
    const Span sp = span(n);
    auto e = make(K::Lambda, sp);
    for (size_t i = 0; i + 1 < n.children.size(); ++i) {
      const Node& c = *n.children[i];
      if (c.is_type<lambda_ret>()) e->type = type(*c.children.at(0));
      else e->params.push_back(pat(c));
    }
    e->elems.push_back(expr(*n.children.back()));
    return e;
  }

  [[gnu::noinline]] ast::ExprPtr binary_expr(const Node& n) {
    return binary(n);
  }

  [[gnu::noinline]] ast::ExprPtr with_expr(const Node& n) {
    using K = ast::Expr::Kind;
    ast::ExprPtr cur = expr(*n.children.at(0));
    for (size_t i = 1; i + 1 < n.children.size(); i += 2) {
      ast::ExprPtr v = expr(*n.children[i + 1]);
      std::vector<PathStep> steps = path_steps(*n.children[i]);
      if (steps.size() > 1 && cur->kind != K::Var)
        user_error(span(*n.children[i]),
                   "an update path that mixes indices and fields needs a variable before `with`");
      cur = update(cur, steps, 0, v, join(cur->span, v->span));
    }
    return cur;
  }

  [[gnu::noinline]] ast::ExprPtr range_expr(const Node& n) {
    using namespace gram;
    using K = ast::Expr::Kind;
    const Span sp = span(n);
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

  [[gnu::noinline]] ast::ExprPtr ascript_expr(const Node& n) {
    using namespace gram;
    using K = ast::Expr::Kind;
    const Span sp = span(n);
    bool coerce = n.children.size() == 3 && n.children.at(1)->is_type<coerce_op>();
    auto e = make(coerce ? K::Coerce : K::Ascript, sp);
    e->elems.push_back(expr(*n.children.at(0)));
    e->type = type(*n.children.back());
    return e;
  }

 private:
  // Splits `f32.+` into qualifier "f32" and operator "+".
  static std::pair<std::string, std::string> split_op(const std::string& s) {
    size_t i = 0;
    while (i < s.size() && !is_opchar(s[i])) ++i;
    if (i == 0) return {"", s};
    return {s.substr(0, i - 1), s.substr(i)};
  }

  // `a op b`, with the pipes turned into applications and backticked names
  // into applications of the name.
  ast::ExprPtr binop(const Node& op_node, ast::ExprPtr l, ast::ExprPtr r) {
    using K = ast::Expr::Kind;
    Span s = join(l->span, r->span);
    std::string spelling = op_node.string();
    if (op_node.is_type<gram::backtick_op>()) {
      auto e = make(K::Apply, s);
      e->elems = {name_expr(spelling.substr(1, spelling.size() - 2), span(op_node)), l, r};
      return e;
    }
    auto [qual, op] = split_op(spelling);
    if (qual.empty() && (op == "|>" || op == "<|")) {
      ast::ExprPtr fn = op == "|>" ? r : l;
      ast::ExprPtr arg = op == "|>" ? l : r;
      auto e = make(K::Apply, s);
      if (fn->kind == K::Apply) e->elems = fn->elems;
      else e->elems.push_back(fn);
      e->elems.push_back(arg);
      return e;
    }
    auto e = make(K::BinOp, s);
    e->op = op;
    e->qual = qual;
    e->elems = {l, r};
    return e;
  }

  // A flat infix chain `e0 op1 e1 op2 e2 ...`, grouped by precedence with an
  // operator stack (no recursion, however long the chain).
  ast::ExprPtr binary(const Node& n) {
    const auto& ch = n.children;
    auto level = [](const Node* op) {
      if (op->is_type<gram::backtick_op>()) return kBacktickLevel;
      return op_level(split_op(op->string()).second);
    };
    std::vector<ast::ExprPtr> vals;
    std::vector<const Node*> ops;
    auto reduce = [&] {
      ast::ExprPtr r = std::move(vals.back());
      vals.pop_back();
      ast::ExprPtr l = std::move(vals.back());
      vals.pop_back();
      vals.push_back(binop(*ops.back(), l, r));
      ops.pop_back();
    };
    vals.push_back(expr(*ch.at(0)));
    for (size_t i = 1; i + 1 < ch.size(); i += 2) {
      const Node* op = ch[i].get();
      int lv = level(op);
      while (!ops.empty()) {
        int top = level(ops.back());
        if (top > lv || (top == lv && !right_assoc_level(lv))) reduce();
        else break;
      }
      ops.push_back(op);
      vals.push_back(expr(*ch[i + 1]));
    }
    while (!ops.empty()) reduce();
    return vals.back();
  }

  ast::ExprPtr paren(const Node& n, const Span& sp) {
    using namespace gram;
    using K = ast::Expr::Kind;
    const auto& ch = n.children;
    if (ch.empty()) return make(K::Unit, sp);
    const Node& c0 = *ch[0];
    if (c0.is_type<op_section>() && c0.children.at(0)->is_type<sec_backtick>()) {
      // (`f`) is f.
      std::string s = c0.children[0]->string();
      return name_expr(s.substr(1, s.size() - 2), sp);
    }
    if (ch.size() == 2 && ch[1]->is_type<sec_backtick>()) {
      // (x `f`) is f x.
      std::string s = ch[1]->string();
      auto e = make(K::Apply, sp);
      e->elems = {name_expr(s.substr(1, s.size() - 2), span(*ch[1])), expr(c0)};
      return e;
    }
    if (c0.is_type<not_section>()) {
      auto param = std::make_shared<ast::Pat>();
      param->kind = ast::Pat::Kind::Id;
      param->name = "x";
      param->span = sp;
      auto x = make(K::Var, sp);
      x->name = "x";
      auto body = make(K::Not, sp);
      body->elems.push_back(x);
      auto e = make(K::Lambda, sp);
      e->params.push_back(param);
      e->elems.push_back(body);
      return e;
    }
    if (c0.is_type<op_section>()) {
      auto e = make(K::OpSection, sp);
      std::tie(e->qual, e->op) = split_op(c0.children.at(0)->string());
      return pipe_section(e);
    }
    if (c0.is_type<proj_section>()) {
      auto e = make(K::ProjSection, sp);
      for (const auto& f : c0.children) e->field_path.push_back(f->string());
      for (const auto& f : e->field_path) e->field += (e->field.empty() ? "" : ".") + f;
      return e;
    }
    if (c0.is_type<index_section>()) {
      // (.[i].x) is \v -> v[i].x, with a parameter name the section does
      // not mention.
      std::string text = c0.string(), v = "x";
      for (int k = 0; text.find(v) != std::string::npos; ++k) v = "x" + std::to_string(k);
      auto param = std::make_shared<ast::Pat>();
      param->kind = ast::Pat::Kind::Id;
      param->name = v;
      param->span = sp;
      ast::ExprPtr cur = make(K::Var, sp);
      cur->name = v;
      for (const auto& step : c0.children) {
        if (step->is_type<index_suffix>()) {
          auto ix = make(K::Index, sp);
          ix->elems.push_back(cur);
          ix->indices = indices(*step);
          cur = ix;
        } else {
          auto pr = make(K::Proj, sp);
          pr->elems.push_back(cur);
          std::string f = step->string();
          pr->field = f[0] == '.' ? f.substr(1) : f;
          cur = pr;
        }
      }
      auto e = make(K::Lambda, sp);
      e->params.push_back(param);
      e->elems.push_back(cur);
      return e;
    }
    if (c0.is_type<backtick_right_section>()) {
      // (`f` y) is \x -> f x y: a right section whose operator is a name.
      std::string s = c0.children.at(0)->string();
      s = s.substr(1, s.size() - 2);
      auto e = make(K::RightSection, sp);
      size_t dot = s.rfind('.');
      if (dot != std::string::npos) {
        e->qual = s.substr(0, dot);
        e->op = s.substr(dot + 1);
      } else {
        e->op = s;
      }
      e->elems.push_back(expr(*c0.children.at(1)));
      return e;
    }
    if (c0.is_type<right_section>()) {
      auto e = make(K::RightSection, sp);
      std::tie(e->qual, e->op) = split_op(c0.children.at(0)->string());
      e->elems.push_back(expr(*c0.children.at(1)));
      return pipe_section(e);
    }
    if (ch.size() == 2 && ch[1]->is_type<left_sec_op>()) {
      auto e = make(K::LeftSection, sp);
      std::tie(e->qual, e->op) = split_op(ch[1]->string());
      e->elems.push_back(expr(c0));
      return pipe_section(e);
    }
    if (ch.size() == 1) return expr(c0);
    auto e = make(K::Tuple, sp);
    for (const auto& c : ch) e->elems.push_back(expr(*c));
    return e;
  }

  // Sections of the pipes, which are applications rather than functions
  // here: `(|>)` is \x f -> f x, `(x |>)` is \f -> f x, `(|> f)` is
  // \x -> f x, and likewise for `<|`.  The parameters have names no
  // program can write.
  ast::ExprPtr pipe_section(ast::ExprPtr e) {
    using K = ast::Expr::Kind;
    if (!e->qual.empty() || (e->op != "|>" && e->op != "<|")) return e;
    const Span sp = e->span;
    auto var = [&](const std::string& n) {
      auto v = make(K::Var, sp);
      v->name = n;
      return v;
    };
    auto param = [&](const std::string& n) {
      auto p = std::make_shared<ast::Pat>();
      p->kind = ast::Pat::Kind::Id;
      p->name = n;
      p->span = sp;
      return p;
    };
    auto apply = [&](ast::ExprPtr f, ast::ExprPtr x) {
      auto a = make(K::Apply, sp);
      a->elems = {std::move(f), std::move(x)};
      return a;
    };
    bool fwd = e->op == "|>";
    auto lam = make(K::Lambda, sp);
    const std::string f = "pipe#f", x = "pipe#x";
    if (e->kind == K::OpSection) {
      lam->params = fwd ? std::vector<ast::PatPtr>{param(x), param(f)} : std::vector<ast::PatPtr>{param(f), param(x)};
      lam->elems.push_back(apply(var(f), var(x)));
    } else if ((e->kind == K::LeftSection) == fwd) {  // (x |>), (<| x): the argument is given
      lam->params = {param(f)};
      lam->elems.push_back(apply(var(f), e->elems.at(0)));
    } else {  // (|> f), (f <|): the function is given
      lam->params = {param(x)};
      lam->elems.push_back(apply(e->elems.at(0), var(x)));
    }
    return lam;
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

  // The steps of an `update_path` node: each index is a step, and a run of
  // field names is one step.
  std::vector<PathStep> path_steps(const Node& n) {
    using namespace gram;
    std::vector<PathStep> steps;
    for (const auto& c : n.children) {
      if (c->is_type<index_suffix>()) {
        PathStep s;
        s.is_index = true;
        s.indices = indices(*c);
        s.span = span(*c);
        steps.push_back(std::move(s));
      } else {
        if (steps.empty() || steps.back().is_index) {
          steps.emplace_back();
          steps.back().span = span(*c);
        }
        steps.back().fields.push_back(c->string());
        steps.back().span.end = span(*c).end;
      }
    }
    return steps;
  }

  // `target with steps[k..] = value`.  A path of several steps updates the
  // part that the first step selects: `a with [i].x = v` is
  // `a with [i] = (a[i] with x = v)`; the target (a variable) and the
  // index are copied.
  ast::ExprPtr update(ast::ExprPtr target, const std::vector<PathStep>& steps, size_t k,
                      ast::ExprPtr value, const Span& sp) {
    using K = ast::Expr::Kind;
    const PathStep& s = steps[k];
    if (k + 1 < steps.size()) {
      ast::ExprPtr part;
      if (s.is_index) {
        part = make(K::Index, join(target->span, s.span));
        part->elems.push_back(clone_expr(target));
        for (const auto& d : s.indices) {
          ast::DimIndex c = d;
          c.index = clone_expr(d.index);
          c.start = clone_expr(d.start);
          c.end = clone_expr(d.end);
          c.stride = clone_expr(d.stride);
          part->indices.push_back(c);
        }
      } else {
        part = clone_expr(target);
        for (const auto& f : s.fields) {
          auto p = make(K::Proj, join(target->span, s.span));
          p->elems.push_back(part);
          p->field = f;
          part = p;
        }
      }
      value = update(part, steps, k + 1, value, sp);
    }
    auto e = make(s.is_index ? K::With : K::RecordUpdate, sp);
    e->elems = {target, value};
    if (s.is_index) e->indices = s.indices;
    else e->field_path = s.fields;
    return e;
  }

  // Converts the bound expression and the body here, the rest in a separate
  // function: `let` chains recurse through this one, so its frame stays small.
  ast::ExprPtr let(const Node& form, const Span& sp) {
    const auto& ch = form.children;
    ast::ExprPtr rhs = expr(*ch.at(ch.size() - 2));
    ast::ExprPtr body = expr(*ch.back());
    return let_with(form, sp, std::move(rhs), std::move(body));
  }
  [[gnu::noinline]] ast::ExprPtr let_with(const Node& form, const Span& sp, ast::ExprPtr rhs, ast::ExprPtr body) {
    using namespace gram;
    using K = ast::Expr::Kind;
    const auto& ch = form.children;
    if (form.is_type<letpat_form>()) {
      auto e = make(K::Let, sp);
      for (size_t i = 0; i + 2 < ch.size(); ++i) {
        if (ch[i]->is_type<size_binder>()) e->size_params.push_back(ch[i]->children.at(0)->string());
        else e->pat = pat(*ch[i]);
      }
      e->elems = {rhs, body};
      return e;
    }
    if (form.is_type<letupd_form>()) {
      // `let a[i] = v in e`, `let r.x = v in e`: `let a = a with ... = v in e`.
      const Node& name = *ch.at(0);
      auto target = make(K::Var, span(name));
      target->name = name.string();
      ast::ExprPtr upd = update(target, path_steps(*ch.at(1)), 0, rhs, join(span(name), rhs->span));
      auto e = make(K::Let, sp);
      e->pat = std::make_shared<ast::Pat>();
      e->pat->kind = ast::Pat::Kind::Id;
      e->pat->name = target->name;
      e->pat->span = target->span;
      e->elems = {upd, body};
      return e;
    }
    auto e = make(K::LetFun, sp);
    if (form.is_type<letinfix_form>()) {
      // `let x +^ y = ...`: the operator with its two operands as parameters.
      e->params.push_back(pat(*ch.at(0)));
      e->name = ch.at(1)->string();
      e->params.push_back(pat(*ch.at(2)));
      if (ch.at(3)->is_type<ret_type>()) e->type = type(*ch[3]->children.at(0));
      e->elems = {rhs, body};
      return e;
    }
    internal_assert(form.is_type<letfun_form>(), "unexpected let form " << form.type);
    for (size_t i = 0; i + 2 < ch.size(); ++i) {
      const Node& c = *ch[i];
      if (c.is_type<fun_name>() || c.is_type<fun_op>()) e->name = c.string();
      else if (is_type_param(c)) add_type_param(c, e->type_params, e->size_params);
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
    if (w == "def" || w == "entry" || w == "type" || w == "module" || w == "open" || w == "import" ||
        w == "local" || w == "include")
      return pos + 1;
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
  StackBudget budget;
  Cursor cur;
  while (true) {
    std::string doc = skip_space(text, cur);
    if (cur.byte >= text.size()) break;
    const char* begin = text.data() + cur.byte;
    const char* end = text.data() + text.size();
    // No source name: every parse-tree node copies it, and diagnostics
    // take the path from `file`.
    peg::memory_input<> in(begin, end, "", cur.byte, cur.line, cur.col);
    const Cursor decl_start = cur;
    try {
      auto root = peg::parse_tree::parse<gram::decl, gram::selector, peg::nothing, gram::control>(in);
      if (!root) {
        std::string tok = token_at(begin, end);
        std::string hint = legacy_declaration_hint(tok);
        errors.push_back(diagnostic_at(
            file, cur.line, cur.col, "unexpected `" + tok + "`",
            !hint.empty() ? hint
                          : "expected a declaration (`def`, `entry`, `type`, `module`, `open`, `import` or `local`)"));
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
        bool attr = text.compare(after.byte, 2, "#[") == 0;
        if (w != "def" && w != "entry" && w != "type" && w != "let" && w != "module" && w != "open" &&
            w != "import" && w != "local" && w != "include" && !attr) {
          std::string tok = token_at(text.data() + after.byte, end);
          errors.push_back(diagnostic_at(file, after.line, after.col, "unexpected `" + tok + "`",
                                         legacy_declaration_hint(tok)));
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
