// Source files, locations and the two error channels of runic.
//
// User errors (the programmer's mistake) are `CompileError`s carrying a span;
// `format_diagnostic` renders them as `file:line:col: error: message`, the
// source line and a caret.  Internal errors (our bug) are `InternalError`s,
// raised through `internal_assert`/`internal_error`; the driver reports them
// with "internal error" and a distinct exit code.
#pragma once

#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace runic {

struct SourceFile {
  std::string path;
  std::string text;
  // Returns the text of 1-based line `line`, without its newline.
  std::string line_text(int line) const;
};

struct Loc {
  int line = 0;  // 1-based; 0 means unknown
  int col = 0;   // 1-based
};

struct Span {
  std::shared_ptr<const SourceFile> file;
  Loc begin, end;
  bool known() const { return file != nullptr && begin.line > 0; }
  // "file:line:col", or "<unknown>".
  std::string str() const;
};

struct Diagnostic {
  Span span;
  std::string message;
  std::string hint;  // optional; printed as "hint: ..."
};

// Renders `file:line:col: error: message`, the source line and a caret under
// the span (several carets when the span covers more of the line).
std::string format_diagnostic(const Diagnostic& d);

// A user error; may carry several diagnostics (e.g. parse errors after
// recovery).  what() is the formatted text of all of them.
class CompileError : public std::runtime_error {
 public:
  explicit CompileError(Diagnostic d);
  explicit CompileError(std::vector<Diagnostic> ds);
  const std::vector<Diagnostic>& diagnostics() const { return diags_; }

 private:
  std::vector<Diagnostic> diags_;
};

[[noreturn]] void user_error(const Span& span, const std::string& message,
                             const std::string& hint = "");

// A compiler bug.  The message names where it happened.
class InternalError : public std::logic_error {
 public:
  using std::logic_error::logic_error;
};

[[noreturn]] void internal_error(const std::string& message, const char* file,
                                 int line);

#define internal_assert(cond, msg)                                            \
  do {                                                                        \
    if (!(cond)) {                                                            \
      std::ostringstream internal_assert_os_;                                 \
      internal_assert_os_ << "assertion `" #cond "` failed: " << msg;         \
      ::runic::internal_error(internal_assert_os_.str(), __FILE__, __LINE__); \
    }                                                                         \
  } while (0)

}  // namespace runic
