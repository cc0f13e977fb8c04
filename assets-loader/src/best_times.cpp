#include "unpod/assets/best_times.h"

#include <algorithm>
#include <charconv>
#include <initializer_list>
#include <map>
#include <system_error>

#include "unpod/assets/file_io.h"

// DEVIATION 7: the track's records in Un-POD's own best-times file, not RECORDS/<track>.BRT.
namespace unpod::assets {
namespace {

constexpr std::string_view kMagic = "unpod-best-times";
constexpr size_t kCircuitNameMax = 64;
constexpr int32_t kLapsMax = 99;

// Messages are built by appending (GCC 12's -Wrestrict misfires on "literal" + std::string).
std::string cat(std::initializer_list<std::string_view> parts) {
  std::string out;
  for (std::string_view p : parts) out += p;
  return out;
}

bool is_control(char c) {
  return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
}

std::string clean_name(std::string name) {
  if (name.size() > kBestTimesNameMax) name.resize(kBestTimesNameMax);
  for (char& c : name)
    if (is_control(c)) c = ' ';
  return name;
}

bool lap_before(const BestTimeEntry& a, const BestTimeEntry& b) {
  return a.best_lap < b.best_lap;
}
bool race_before(const BestTimeEntry& a, const BestTimeEntry& b) {
  return a.laps != b.laps ? a.laps < b.laps : a.race_time < b.race_time;
}

const char* direction_word(CircuitDirection d) {
  return d == CircuitDirection::reverse ? "reverse" : "forward";
}

// One line of the file, split at tabs, with where it starts.
struct Line {
  size_t number = 0;  // from 1
  size_t offset = 0;  // byte offset of its first character
  std::vector<std::string_view> fields;
};

class Parser {
 public:
  Parser(std::string_view text, const std::string& file) : text_(text), file_(file) {}

  BestTimes parse() {
    if (text_.size() > kBestTimesFileMax)
      fail(0, 0, cat({"file is larger than ", std::to_string(kBestTimesFileMax), " bytes"}));
    BestTimes t;
    Line l = next("the header");
    if (l.fields.size() != 2 || l.fields[0] != kMagic)
      fail(l, "not a best-times file (expected \"unpod-best-times VERSION\")");
    if (to_int(l, l.fields[1], "version") != kBestTimesVersion)
      fail(l, cat({"unsupported version ", l.fields[1], " (this build reads ",
                   std::to_string(kBestTimesVersion), ")"}));

    l = next("the circuit line");
    expect(l, "circuit", 2);
    t.circuit = std::string(l.fields[1]);
    if (t.circuit.empty() || t.circuit.size() > kCircuitNameMax ||
        t.circuit.find_first_of("/\\") != std::string::npos)
      fail(l, "bad circuit name");

    l = next("the direction line");
    expect(l, "direction", 2);
    if (l.fields[1] == "forward")
      t.direction = CircuitDirection::forward;
    else if (l.fields[1] == "reverse")
      t.direction = CircuitDirection::reverse;
    else
      fail(l, "direction must be forward or reverse");

    std::map<int32_t, size_t> per_laps;
    for (;;) {
      l = next("the end line");
      if (l.fields.empty()) fail(l, "empty line");
      if (l.fields[0] == "end") {
        expect(l, "end", 2);
        const int32_t count = to_int(l, l.fields[1], "entry count");
        if (count < 0 || static_cast<size_t>(count) != t.laps.size() + t.races.size())
          fail(l, cat({"the end line counts ", l.fields[1], " entries, the file has ",
                       std::to_string(t.laps.size() + t.races.size())}));
        break;
      }
      const bool lap = l.fields[0] == "lap";
      if (!lap && l.fields[0] != "race") fail(l, cat({"unknown line \"", l.fields[0], "\""}));
      expect(l, lap ? "lap" : "race", 6);
      BestTimeEntry e;
      e.best_lap = to_int(l, l.fields[1], "best lap");
      e.race_time = to_int(l, l.fields[2], "race time");
      e.laps = to_int(l, l.fields[3], "laps");
      e.driver = std::string(l.fields[4]);
      e.car = std::string(l.fields[5]);
      if (e.best_lap <= 0 || e.race_time <= 0) fail(l, "times must be positive");
      if (e.laps < 1 || e.laps > kLapsMax) fail(l, "laps must be 1..99");
      if (e.driver.size() > kBestTimesNameMax || e.car.size() > kBestTimesNameMax)
        fail(l, cat({"name longer than ", std::to_string(kBestTimesNameMax), " bytes"}));
      if (lap) {
        if (!t.races.empty()) fail(l, "lap entries must come before race entries");
        if (!t.laps.empty() && lap_before(e, t.laps.back())) fail(l, "lap entries out of order");
        if (t.laps.size() == kBestTimesKept) fail(l, "more lap entries than are kept");
        t.laps.push_back(std::move(e));
      } else {
        if (!t.races.empty() && race_before(e, t.races.back()))
          fail(l, "race entries out of order");
        if (++per_laps[e.laps] > kBestTimesKept) fail(l, "more race entries than are kept");
        t.races.push_back(std::move(e));
      }
    }
    if (pos_ != text_.size()) fail(pos_, line_ + 1, "data after the end line");
    return t;
  }

 private:
  [[noreturn]] void fail(size_t offset, size_t line, const std::string& msg) const {
    throw FormatError(LoadError{file_, cat({"line ", std::to_string(line)}), offset, msg});
  }
  [[noreturn]] void fail(const Line& l, const std::string& msg) const {
    fail(l.offset, l.number, msg);
  }

  // The next line; a file that stops before it (or mid-line) is truncated.
  Line next(const char* what) {
    Line l;
    l.number = ++line_;
    l.offset = pos_;
    const size_t nl = text_.find('\n', pos_);
    if (nl == std::string_view::npos)
      fail(pos_, l.number, cat({"truncated: the file ends before ", what}));
    const std::string_view s = text_.substr(pos_, nl - pos_);
    for (size_t i = 0; i < s.size(); ++i)
      if (s[i] != '\t' && is_control(s[i])) fail(pos_ + i, l.number, "control character in a line");
    size_t start = 0;
    for (;;) {
      const size_t tab = s.find('\t', start);
      l.fields.push_back(s.substr(start, tab == std::string_view::npos ? tab : tab - start));
      if (tab == std::string_view::npos) break;
      start = tab + 1;
    }
    pos_ = nl + 1;
    return l;
  }

  void expect(const Line& l, std::string_view key, size_t fields) const {
    if (l.fields.empty() || l.fields[0] != key) fail(l, cat({"expected a \"", key, "\" line"}));
    if (l.fields.size() != fields)
      fail(l, cat({"\"", key, "\" line has ", std::to_string(l.fields.size()), " fields, expected ",
                   std::to_string(fields)}));
  }

  int32_t to_int(const Line& l, std::string_view s, const char* what) const {
    int32_t v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size())
      fail(l, cat({"bad ", what, " \"", s, "\""}));
    return v;
  }

  std::string_view text_;
  const std::string& file_;
  size_t pos_ = 0;
  size_t line_ = 0;
};

void append_entry(std::string& out, const char* key, const BestTimeEntry& e) {
  // Appended piece by piece (GCC 12's -Wrestrict misfires on chains of char + string).
  for (const std::string& field : {std::string(key), std::to_string(e.best_lap),
                                   std::to_string(e.race_time), std::to_string(e.laps), e.driver}) {
    out += field;
    out += '\t';
  }
  out += e.car;
  out += '\n';
}

}  // namespace

BestTimesRank BestTimes::update(BestTimeEntry entry) {
  BestTimesRank rank;
  if (entry.best_lap <= 0 || entry.race_time <= 0 || entry.laps < 1 || entry.laps > kLapsMax)
    return rank;
  entry.driver = clean_name(std::move(entry.driver));
  entry.car = clean_name(std::move(entry.car));

  const auto lap_at = std::upper_bound(laps.begin(), laps.end(), entry, lap_before);
  if (static_cast<size_t>(lap_at - laps.begin()) < kBestTimesKept) {
    rank.lap = static_cast<int32_t>(lap_at - laps.begin());
    laps.insert(lap_at, entry);
    if (laps.size() > kBestTimesKept) laps.pop_back();
  }

  // The race table holds one run of entries per lap count; rank within that run.
  const auto run_begin = std::lower_bound(
      races.begin(), races.end(), entry,
      [](const BestTimeEntry& a, const BestTimeEntry& b) { return a.laps < b.laps; });
  const auto race_at = std::upper_bound(races.begin(), races.end(), entry, race_before);
  const auto race_rank = static_cast<size_t>(race_at - run_begin);
  if (race_rank < kBestTimesKept) {
    rank.race = static_cast<int32_t>(race_rank);
    const auto inserted = races.insert(race_at, std::move(entry));
    const int32_t run_laps = inserted->laps;
    const auto run_start = inserted - static_cast<std::ptrdiff_t>(race_rank);
    auto run_end = run_start;
    while (run_end != races.end() && run_end->laps == run_laps) ++run_end;
    if (run_end - run_start > static_cast<std::ptrdiff_t>(kBestTimesKept)) races.erase(run_end - 1);
  }
  return rank;
}

std::string best_times_text(const BestTimes& t) {
  std::string out;
  out += kMagic;
  out += '\t';
  out += std::to_string(kBestTimesVersion);
  out += "\ncircuit\t";
  out += t.circuit;
  out += "\ndirection\t";
  out += direction_word(t.direction);
  out += '\n';
  for (const auto& e : t.laps) append_entry(out, "lap", e);
  for (const auto& e : t.races) append_entry(out, "race", e);
  out += "end\t";
  out += std::to_string(t.laps.size() + t.races.size());
  out += '\n';
  return out;
}

Result<BestTimes> parse_best_times(std::string_view text, const std::string& file) {
  return catch_format_error([&] { return Parser(text, file).parse(); });
}

Result<BestTimes> read_best_times(const std::filesystem::path& path) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > kBestTimesFileMax)
    return LoadError{path.string(), "", 0,
                     cat({"file is larger than ", std::to_string(kBestTimesFileMax), " bytes"})};
  auto bytes = read_file(path);
  if (!bytes) return bytes.error();
  const std::string_view text(reinterpret_cast<const char*>(bytes->data()), bytes->size());
  return parse_best_times(text, path.string());
}

std::string write_best_times(const std::filesystem::path& path, const BestTimes& times) {
  const std::string text = best_times_text(times);
  return write_file_atomic(
      path, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

BestTimes load_best_times_or_set_aside(const std::filesystem::path& path,
                                       std::vector<std::string>& warnings) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return {};
  auto r = read_best_times(path);
  if (r) return std::move(r).value();
  const std::string why = r.error().to_string();
  // The lowest free "<name>.corrupt-<n>": an older set-aside file is never replaced.
  for (int n = 1; n <= 1000; ++n) {
    auto aside = path;
    aside += cat({".corrupt-", std::to_string(n)});
    if (std::filesystem::exists(aside, ec) || ec) continue;
    std::filesystem::rename(path, aside, ec);
    if (ec) {
      warnings.push_back(cat({"best times not loaded (", why, "); could not move it aside to ",
                              aside.string(), ": ", ec.message(), "; the file is left as it is"}));
    } else {
      warnings.push_back(
          cat({"best times not loaded (", why, "); the file is kept as ", aside.string()}));
    }
    return {};
  }
  warnings.push_back(cat(
      {"best times not loaded (", why, "); no free .corrupt-N name, the file is left as it is"}));
  return {};
}

}  // namespace unpod::assets
