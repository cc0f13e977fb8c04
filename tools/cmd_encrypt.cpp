// `unpod-tool encrypt --key K --block B IN OUT`: the inverse of decrypt. IN is a decoded stream
// (header with offsets as stored, then the body); OUT is the PBDF file (§3.8).
#include <iostream>
#include <optional>

#include "commands.h"
#include "unpod/assets/file_io.h"
#include "unpod/assets/pbdf.h"

namespace unpod::tool {

const char* const kEncryptUsage =
    "usage: unpod-tool encrypt --key KEY --block BLOCK IN OUT\n\n"
    "Encodes IN, a decoded stream as `decrypt` writes it, into the PBDF file OUT with KEY and\n"
    "block size BLOCK (hex with 0x, or decimal; decrypt prints both). The header's file size is\n"
    "recomputed; its offsets (encoded positions) are kept, so decrypt then encrypt with the\n"
    "printed key and block size gives back the original file byte for byte.\n";

namespace {

uint32_t load32(const std::vector<uint8_t>& b, size_t at) {
  return uint32_t(b[at]) | uint32_t(b[at + 1]) << 8 | uint32_t(b[at + 2]) << 16 |
         uint32_t(b[at + 3]) << 24;
}

}  // namespace

int run_encrypt(const Args& args) {
  std::optional<uint32_t> key, block;
  Args files;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--key" || a == "--block") {
      if (i + 1 >= args.size()) throw UsageError(a + " needs a value");
      (a == "--key" ? key : block) = parse_u32(args[++i], a == "--key" ? "key" : "block size");
    } else if (a.starts_with("--")) {
      throw UsageError("unknown option " + a);
    } else {
      files.push_back(a);
    }
  }
  if (!key || !block) throw UsageError("needs --key and --block");
  if (files.size() != 2) throw UsageError("expects IN and OUT");
  if (*block < 8 || *block % 4 != 0)
    throw UsageError("block size " + hex(*block) + " is not a multiple of 4 of at least 8");

  const std::filesystem::path in = files[0], out = files[1];
  std::vector<uint8_t> stream;
  if (!read_input(in, stream)) return kExitLoadError;
  if (stream.size() < 8)
    return report(in.string() +
                  ": a decoded stream needs at least its 8-byte header; the file "
                  "holds " +
                  std::to_string(stream.size()) + " bytes");
  const uint32_t count = load32(stream, 4);
  const uint64_t header = 8 + 4 * uint64_t(count);
  if (header > stream.size())
    return report(in.string() + ": the header names " + std::to_string(count) +
                  " offsets, which need " + std::to_string(header) + " bytes; the file holds " +
                  std::to_string(stream.size()));

  // The header stores encoded positions; pbdf_encode wants body positions (§3.7).
  const assets::PbdfLayout layout{*key, *block};
  std::vector<uint32_t> slots(count);
  for (uint32_t i = 0; i < count; ++i) {
    const uint32_t encoded = load32(stream, 8 + 4 * size_t(i));
    const uint64_t decoded = layout.to_decoded(encoded);
    if (decoded < header || layout.to_encoded(decoded) != encoded)
      return report(in.string() + ": offset slot " + std::to_string(i) + " (" + hex(encoded) +
                    ") " + (decoded < header ? "points into the header" : "points at a checksum") +
                    " with block size " + hex(*block) + "; it cannot be written");
    slots[i] = static_cast<uint32_t>(decoded - header);
  }
  const std::span<const uint8_t> body(stream.data() + header, stream.size() - size_t(header));
  auto file = assets::pbdf_encode(body, slots, *key, *block);
  if (!file) return report(file.error());
  if (auto e = assets::write_file_atomic(out, *file); !e.empty()) return report(e);

  const uint32_t stored_size = load32(stream, 0);
  if (stored_size != file->size())
    std::cerr << "unpod-tool encrypt: note: the header's file size " << hex(stored_size)
              << " was replaced by the encoded size " << hex(file->size()) << "\n";
  std::cout << "wrote " << out.string() << " (" << file->size() << " bytes, key " << hex(*key)
            << ", block size " << hex(*block) << ", " << count << " offsets)\n";
  return kExitOk;
}

}  // namespace unpod::tool
