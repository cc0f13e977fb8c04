// `unpod-tool decrypt IN OUT`: writes the decoded PBDF stream, header included, and prints
// what `encrypt` needs to rebuild the file (docs/pod-formats.md §3).
#include <iostream>

#include "commands.h"
#include "unpod/assets/file_io.h"
#include "unpod/assets/pbdf.h"

namespace unpod::tool {

const char* const kDecryptUsage =
    "usage: unpod-tool decrypt IN OUT\n\n"
    "Decodes the PBDF file IN (circuit, car, .BMD, .BBM) and writes its decoded stream to OUT:\n"
    "the header (file size, offset count, offsets as stored, i.e. encoded positions), then the\n"
    "body, checksums removed. Prints the key, the block size and the offset slots.\n"
    "`unpod-tool encrypt --key KEY --block BLOCK OUT IN2` rebuilds IN byte for byte.\n";

int run_decrypt(const Args& args) {
  if (args.size() != 2) throw UsageError("expects IN and OUT");
  const std::filesystem::path in = args[0], out = args[1];
  std::vector<uint8_t> bytes;
  if (!read_input(in, bytes)) return kExitLoadError;
  auto file = assets::pbdf_decode(bytes, in.string());
  if (!file) return report(file.error());
  if (auto e = assets::write_file_atomic(out, file->stream); !e.empty()) return report(e);

  const auto& layout = file->layout;
  std::cout << "file        " << in.string() << "\n"
            << "key         " << hex(layout.key)
            << (assets::is_special_key(layout.key) ? " (special coder)" : "") << "\n"
            << "block size  " << hex(layout.block_size) << "\n"
            << "blocks      " << bytes.size() / layout.block_size << "\n"
            << "file size   " << hex(file->file_size) << " (header), " << hex(bytes.size())
            << " (on disk)\n"
            << "offsets     " << file->offsets.size() << "\n";
  for (size_t i = 0; i < file->offsets.size(); ++i) {
    const int64_t body = file->body_position(i);
    std::cout << "  slot " << i << ": " << hex(file->offsets[i]) << " encoded, body position "
              << (body < 0 ? "before the body" : hex(uint64_t(body))) << "\n";
  }
  std::cout << "wrote       " << out.string() << " (" << file->stream.size() << " bytes)\n";
  return kExitOk;
}

}  // namespace unpod::tool
