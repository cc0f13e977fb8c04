// The decoded sounds of the table (sound_set.h).
#include "unpod/engine/audio/sound_set.h"

#include <algorithm>
#include <system_error>

#include "unpod/assets/file_io.h"
#include "unpod/assets/serial.h"

namespace unpod::engine::audio {

namespace {

namespace fs = std::filesystem;

std::optional<Sound> by_file(const std::string& name) {
  for (const SoundInfo& info : sound_table())
    if (assets::iequals(name, info.file)) return info.sound;
  return std::nullopt;
}

// The path under `root` whose parts match `parts` in any case, or nothing.
std::optional<fs::path> find_any_case(const fs::path& root,
                                      std::initializer_list<const char*> parts) {
  fs::path at = root;
  for (const char* part : parts) {
    std::error_code ec;
    std::optional<fs::path> next;
    for (fs::directory_iterator it(at, ec), end; !ec && it != end; it.increment(ec))
      if (assets::iequals(it->path().filename().string(), part)) next = it->path();
    if (!next) return std::nullopt;
    at = *next;
  }
  return at;
}

// One file: decoded into `set` when the table names it; otherwise reported.
void read_into(SoundSet& set, const fs::path& file, bool disc, std::vector<std::string>& reports) {
  auto bytes = assets::read_file(file);
  if (!bytes) {
    reports.push_back(bytes.error().to_string());
    return;
  }
  if (!is_riff_wave(*bytes)) {
    reports.push_back(file.string() +
                      ": not a RIFF WAVE file (a sound bank we cannot read yet); our sounds "
                      "play instead");
    return;
  }
  const auto sound = by_file(file.filename().string());
  if (!sound) {
    if (!disc)
      reports.push_back(file.string() +
                        ": a WAV file the sound table does not name (docs/AUDIO.md); not played");
    return;
  }
  LoadedSound loaded;
  if (auto e = decode_wav(*bytes, file.string(), loaded.pcm); !e.empty()) {
    reports.push_back(e + (disc ? "" : "; our sound plays instead"));
    return;
  }
  loaded.origin = file.string();
  set.set(*sound, std::move(loaded));
}

std::vector<fs::path> files_in(const fs::path& dir) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (it->is_regular_file(ec)) files.push_back(it->path());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

SoundSet SoundSet::load(const fs::path& disc_sounds, const fs::path& installation,
                        std::vector<std::string>& reports) {
  SoundSet set;
  if (!disc_sounds.empty())
    for (const fs::path& f : files_in(disc_sounds)) read_into(set, f, true, reports);
  for (const SoundInfo& info : sound_table())
    if (!set.get(info.sound))
      reports.push_back((disc_sounds / info.file).string() +
                        ": missing from the demo disc's sounds; that sound is silent");
  if (!installation.empty())
    if (auto resson = find_any_case(installation, {"DATA", "BINARY", "RESSON"}))
      for (const fs::path& f : files_in(*resson)) read_into(set, f, false, reports);
  return set;
}

}  // namespace unpod::engine::audio
