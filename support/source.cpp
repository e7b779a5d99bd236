#include "support/source.h"

#include <algorithm>

namespace runic {

std::string SourceFile::line_text(int line) const {
  if (line < 1) return "";
  size_t pos = 0;
  for (int l = 1; l < line; ++l) {
    pos = text.find('\n', pos);
    if (pos == std::string::npos) return "";
    ++pos;
  }
  size_t end = text.find('\n', pos);
  if (end == std::string::npos) end = text.size();
  std::string s = text.substr(pos, end - pos);
  if (!s.empty() && s.back() == '\r') s.pop_back();
  return s;
}

std::string Span::str() const {
  if (!known()) return "<unknown>";
  return file->path + ":" + std::to_string(begin.line) + ":" +
         std::to_string(begin.col);
}

std::string format_diagnostic(const Diagnostic& d) {
  std::ostringstream os;
  os << d.span.str() << ": error: " << d.message << "\n";
  if (d.span.known()) {
    std::string line = d.span.file->line_text(d.span.begin.line);
    std::string num = std::to_string(d.span.begin.line);
    os << " " << num << " | " << line << "\n";
    os << " " << std::string(num.size(), ' ') << " | ";
    int col = std::max(1, d.span.begin.col);
    for (int i = 1; i < col && i <= (int)line.size(); ++i)
      os << (line[i - 1] == '\t' ? '\t' : ' ');
    int width = 1;
    if (d.span.end.line == d.span.begin.line && d.span.end.col > col)
      width = d.span.end.col - col;
    width = std::max(1, std::min<int>(width, (int)line.size() - col + 1));
    os << std::string(width, '^') << "\n";
  }
  if (!d.hint.empty()) os << "hint: " << d.hint << "\n";
  return os.str();
}

static std::string join_diags(const std::vector<Diagnostic>& ds) {
  std::string s;
  for (const auto& d : ds) s += format_diagnostic(d);
  return s;
}

CompileError::CompileError(Diagnostic d)
    : std::runtime_error(format_diagnostic(d)), diags_{std::move(d)} {}

CompileError::CompileError(std::vector<Diagnostic> ds)
    : std::runtime_error(join_diags(ds)), diags_(std::move(ds)) {}

void user_error(const Span& span, const std::string& message,
                const std::string& hint) {
  throw CompileError(Diagnostic{span, message, hint});
}

void internal_error(const std::string& message, const char* file, int line) {
  throw InternalError(std::string(file) + ":" + std::to_string(line) + ": " +
                      message);
}

}  // namespace runic
