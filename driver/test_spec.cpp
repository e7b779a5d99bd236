#include "driver/test_spec.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <sstream>
#include <stdexcept>

namespace runic {

namespace {

// The block's text with the `--` prefixes removed, remembering the source
// line of each character.
struct BlockText {
  std::string text;
  std::vector<int> line_of;  // per character
};

class BlockParser {
 public:
  BlockParser(const BlockText& b, const std::string& path, TestSpec& spec)
      : b_(b), path_(path), spec_(spec) {}

  void parse() {
    std::string entry = "main";
    TestCase pending;
    bool compiled = false, nobench = false, large = false, script = false;
    std::set<std::string> case_tags;  // tags before the next case's `input`
    std::string name;  // `"name" input ...`: the dataset's name
    while (skip_space(), pos_ < b_.text.size()) {
      int line = line_here();
      if (b_.text[pos_] == '"') {
        name = quoted();
        continue;
      }
      std::string w = word();
      if (w == "entry:") {
        entry.clear();
        std::vector<std::string> names;
        while (skip_inline_space(), pos_ < b_.text.size() && b_.text[pos_] != '\n') {
          std::string n = word();
          if (n.empty() || n.back() == ':')
            fail("`entry:` takes entry point names on its line; found `" + (n.empty() ? std::string("{") : n) + "`");
          names.push_back(n);
        }
        if (names.empty()) fail("`entry:` needs a name");
        entry = names[0];
        entries_ = names;
      } else if (w == "tags") {
        std::istringstream is(braces());
        for (std::string t; is >> t;) spec_.tags.insert(t);
      } else if (w == "structure") {
        // `structure gpu { ... }`, `structure seq-mem { ... }`: counts in
        // one of Futhark's own pipelines, whose IRs runic does not have:
        // read and ignored.
        skip_space();
        bool futhark_pipeline = pos_ < b_.text.size() && b_.text[pos_] != '{';
        if (futhark_pipeline) word();
        std::istringstream is(braces());
        std::string kind;
        int count;
        while (is >> kind) {
          if (!(is >> count)) fail("`structure` expects pairs of a construct and a count");
          // `/Screma/Screma`: a nesting path of Futhark's IR, ignored too.
          if (!futhark_pipeline && kind.find('/') == std::string::npos) spec_.structure.push_back({kind, count});
        }
      } else if (w == "compiled") {
        compiled = true;
      } else if (w == "nobench") {
        nobench = true;
      } else if (w == "notest") {
        // futhark-test(1): a case tagged `notest` is ignored by `test`
        // (a benchmark's dataset only: `bench` runs it).
        case_tags.insert(w);
      } else if (w == "script") {
        script = true;
      } else if (w == "large") {
        large = true;
      } else if (w.rfind("no_", 0) == 0 && w.size() > 3) {
        // `no_opencl input ...`, `no_python ...`: a backend to skip the
        // case on (futhark-test(1), `--exclude`); the runner skips it on
        // `opencl` and `interp`, runic has no other backend.
        case_tags.insert(w);
      } else if (w == "input" || w == "random") {
        TestCase c;
        c.line = line;
        c.compiled_only = compiled;
        c.nobench = nobench;
        c.large = large;
        c.script = script;
        c.name = name;
        c.tags = case_tags;
        if (script && w != "input") fail("expected `input` after `script`");
        compiled = nobench = large = script = false;
        name.clear();
        case_tags.clear();
        if (w == "random") {
          if (word() != "input") fail("expected `input` after `random`");
          c.random = true;
          c.random_specs = random_specs(braces());
        } else if (at_file()) {
          c.input_file = file_name();
        } else {
          c.input = braces();
        }
        skip_space();
        size_t save = pos_;
        std::string next = pos_ < b_.text.size() ? word() : "";
        if (next == "output") {
          c.expect = TestCase::Expect::Output;
          if (at_file()) c.output_file = file_name();
          else c.output = braces();
        } else if (next == "auto") {
          if (word() != "output") fail("expected `output` after `auto`");
          c.expect = TestCase::Expect::AutoOutput;
        } else if (next == "error:") {
          c.expect = TestCase::Expect::RuntimeError;
          c.error_regex = rest_of_line();
        } else {
          pos_ = save;
        }
        for (const auto& e : entries_.empty() ? std::vector<std::string>{entry} : entries_) {
          c.entry = e;
          spec_.cases.push_back(c);
        }
      } else if (w == "property:") {
        std::istringstream is(rest_of_line());
        bool any = false;
        for (std::string n; is >> n; any = true) spec_.properties.push_back({n, line});
        if (!any) fail("`property:` names the property entry points");
      } else if (w == "warning:") {
        // `warning: regex`: futhark test checks that the compiler warns
        // so; the warnings are Futhark's own, which runic does not give:
        // read and not checked (as `structure gpu`).
        std::string re = rest_of_line();
        if (re.empty()) fail("`warning:` needs a regex");
        spec_.warnings.push_back(re);
      } else if (w == "error:") {
        spec_.compile_error = rest_of_line();
        spec_.compile_error_line = line;
      } else if (is_tag(w)) {
        // Any other word before a case is one of its tags (futhark test
        // reads `[tags...] input ...`); `--exclude TAG` skips such cases.
        case_tags.insert(w);
      } else {
        // (An empty word: a `{` where no keyword takes one, as after a
        // misspelt `outptu {`.)
        fail("unexpected `" + (w.empty() && pos_ < b_.text.size() ? std::string(1, b_.text[pos_]) : w) + "`" +
             (w.empty() && !case_tags.empty() ? " after `" + *case_tags.rbegin() + "` (not a keyword of test blocks)" : ""));
      }
    }
    if (!case_tags.empty())
      fail("the tag `" + *case_tags.begin() + "` is not followed by a case (`input`, `random input`, ...)");
    (void)pending;
  }

 private:
  [[noreturn]] void fail(const std::string& msg) {
    throw std::runtime_error(path_ + ":" + std::to_string(line_here()) +
                             ": malformed test block: " + msg);
  }
  // A tag: letters, digits, `_` and `-` (futhark-test(1), `tags`).
  static bool is_tag(const std::string& w) {
    if (w.empty()) return false;
    for (char c : w)
      if (!std::isalnum((unsigned char)c) && c != '_' && c != '-') return false;
    return true;
  }
  int line_here() const {
    if (b_.line_of.empty()) return 0;
    return b_.line_of[std::min(pos_, b_.line_of.size() - 1)];
  }
  void skip_space() {
    while (pos_ < b_.text.size() && std::isspace((unsigned char)b_.text[pos_])) ++pos_;
  }
  void skip_inline_space() {
    while (pos_ < b_.text.size() && b_.text[pos_] != '\n' &&
           std::isspace((unsigned char)b_.text[pos_]))
      ++pos_;
  }
  std::string word() {
    skip_space();
    size_t start = pos_;
    while (pos_ < b_.text.size() && !std::isspace((unsigned char)b_.text[pos_]) &&
           b_.text[pos_] != '{')
      ++pos_;
    std::string w = b_.text.substr(start, pos_ - start);
    // `entry:main`, `error:Error`: futhark test needs no space after the
    // colon of these keywords, so the word ends there.
    for (const char* kw : {"entry:", "error:", "property:", "warning:"}) {
      std::string k = kw;
      if (w.size() > k.size() && w.compare(0, k.size(), k) == 0) {
        pos_ = start + k.size();
        return k;
      }
    }
    return w;
  }
  std::string rest_of_line() {
    skip_inline_space();
    size_t start = pos_;
    while (pos_ < b_.text.size() && b_.text[pos_] != '\n') ++pos_;
    std::string s = b_.text.substr(start, pos_ - start);
    while (!s.empty() && std::isspace((unsigned char)s.back())) s.pop_back();
    return s;
  }
  // A dataset's name: the text between double quotes, on one line.
  std::string quoted() {
    size_t start = ++pos_;
    while (pos_ < b_.text.size() && b_.text[pos_] != '"' && b_.text[pos_] != '\n') ++pos_;
    if (pos_ >= b_.text.size() || b_.text[pos_] != '"') fail("unclosed `\"` in a dataset name");
    return b_.text.substr(start, pos_++ - start);
  }
  // `@ FILE` (Futhark's syntax for values in a file).
  bool at_file() {
    skip_space();
    return pos_ < b_.text.size() && b_.text[pos_] == '@';
  }
  std::string file_name() {
    ++pos_;  // '@'
    std::string f = word();
    if (f.empty()) fail("expected a file name after `@`");
    return f;
  }
  // The text between balanced braces (the braces removed).
  std::string braces() {
    skip_space();
    if (pos_ >= b_.text.size() || b_.text[pos_] != '{') fail("expected `{`");
    int depth = 0;
    size_t start = pos_ + 1;
    for (; pos_ < b_.text.size(); ++pos_) {
      char c = b_.text[pos_];
      if (c == '{') ++depth;
      if (c == '}' && --depth == 0) {
        std::string s = b_.text.substr(start, pos_ - start);
        ++pos_;
        return s;
      }
    }
    fail("unclosed `{`");
  }
  std::vector<RandomSpec> random_specs(const std::string& text) {
    std::vector<RandomSpec> out;
    std::istringstream is(text);
    for (std::string tok; is >> tok;) {
      RandomSpec s;
      size_t i = 0;
      while (i < tok.size() && tok[i] == '[') {
        size_t close = tok.find(']', i);
        if (close == std::string::npos) fail("bad random input type `" + tok + "`");
        try {
          s.shape.push_back(std::stoll(tok.substr(i + 1, close - i - 1)));
        } catch (...) {
          fail("random input dimensions must be numbers: `" + tok + "`");
        }
        i = close + 1;
      }
      std::string rest = tok.substr(i);
      if (!rest.empty() && (std::isdigit((unsigned char)rest[0]) || rest[0] == '-' ||
                            rest == "true" || rest == "false")) {
        if (!s.shape.empty()) fail("bad random input `" + tok + "`");
        s.literal = rest;
      } else {
        s.elem = rest;
      }
      out.push_back(s);
    }
    return out;
  }

  const BlockText& b_;
  const std::string& path_;
  TestSpec& spec_;
  size_t pos_ = 0;
  std::vector<std::string> entries_;
};

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r");
  if (a == std::string::npos) return "";
  size_t b = s.find_last_not_of(" \t\r");
  return s.substr(a, b - a + 1);
}

}  // namespace

std::vector<std::string> collect_programs(const std::vector<std::string>& paths) {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  for (const fs::path p : paths) {
    if (fs::is_directory(p)) {
      std::vector<fs::path> entries;
      for (const auto& e : fs::recursive_directory_iterator(p))
        if (e.is_regular_file() && e.path().extension() == ".fut") entries.push_back(e.path());
      std::sort(entries.begin(), entries.end());
      for (const auto& e : entries) files.push_back(e.string());
    } else if (fs::exists(p)) {
      files.push_back(p.string());
    } else {
      throw std::runtime_error("no such file or folder: " + p.string());
    }
  }
  return files;
}

TestSpec parse_test_spec(const std::string& source, const std::string& path) {
  TestSpec spec;
  std::vector<std::string> lines;
  std::istringstream is(source);
  for (std::string l; std::getline(is, l);) lines.push_back(l);
  auto block = [&](size_t from, size_t to) {
    BlockText b;
    for (size_t j = from; j < to; ++j) {
      std::string body = trim(lines[j]).substr(2);
      for (char c : body) {
        b.text.push_back(c);
        b.line_of.push_back((int)j + 1);
      }
      b.text.push_back('\n');
      b.line_of.push_back((int)j + 1);
    }
    return b;
  };
  // futhark-test(1): a block starts at a comment line of just `==`
  // (`-- ==`, also `--==` and `--   ==`).
  auto is_sep = [](const std::string& l) {
    std::string t = trim(l);
    return t.rfind("--", 0) == 0 && trim(t.substr(2)) == "==";
  };
  for (size_t i = 0; i < lines.size(); ++i) {
    if (!is_sep(lines[i])) continue;
    spec.present = true;
    size_t j = i + 1;
    while (j < lines.size() && trim(lines[j]).rfind("--", 0) == 0 && !is_sep(lines[j])) ++j;
    if (j < lines.size() && is_sep(lines[j])) {
      // Another test block in the same comment: this one ends where it
      // stops parsing (the next block's description follows it).
      size_t end = j;
      for (;; --end) {
        TestSpec trial = spec;
        try {
          BlockParser(block(i + 1, end), path, trial).parse();
          spec = trial;
          break;
        } catch (const std::runtime_error&) {
          if (end == i + 1) throw;
        }
      }
      i = j - 1;
      continue;
    }
    BlockParser(block(i + 1, j), path, spec).parse();
    i = j;
  }
  return spec;
}

}  // namespace runic
