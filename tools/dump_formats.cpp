#include "dump_formats.h"

#include <cctype>

#include "cli.h"
#include "dump.h"
#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"
#include "unpod/assets/file_io.h"
#include "unpod/assets/lists.h"

namespace unpod::tool {

assets::Result<Dumped> dump_file(const std::filesystem::path& path) {
  const std::string ext = upper_extension(path);
  if (ext == ".BL4" || ext == ".BL3") {
    auto c = assets::load_circuit(path);
    if (!c) return c.error();
    return Dumped{"circuit", dump_circuit(*c)};
  }
  if (ext == ".BV4" || ext == ".BV3") {
    auto c = assets::load_car(path);
    if (!c) return c.error();
    return Dumped{"car", dump_car(*c)};
  }
  if (ext == ".BIN") {
    auto bytes = assets::read_file(path);
    if (!bytes) return bytes.error();
    // CIRCUITS.BIN and the car lists (VOITURES, VOITURE2, VOIRESET) by name; any other .BIN by
    // which record size (140 or 128 bytes, §8) its length fits.
    std::string stem = path.stem().string();
    for (auto& ch : stem) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    const size_t records = bytes->size() >= 4 ? bytes->size() - 4 : 0;
    const bool circuits = stem.starts_with("CIRCUIT") ||
                          (!stem.starts_with("VOI") && records % assets::kCircuitRecordSize == 0 &&
                           records % assets::kCarRecordSize != 0);
    if (circuits) {
      auto list = assets::read_circuit_list(*bytes, path.string());
      if (!list) return list.error();
      return Dumped{"circuit_list", dump_circuit_list(*list)};
    }
    auto list = assets::read_car_list(*bytes, path.string());
    if (!list) return list.error();
    return Dumped{"car_list", dump_car_list(*list)};
  }
  if (ext == ".IMG" || ext == ".BMD" || ext == ".BBM") {
    auto bytes = assets::read_file(path);
    if (!bytes) return bytes.error();
    if (ext == ".IMG") {
      auto image = assets::read_menu_image(*bytes, path.string());
      if (!image) return image.error();
      return Dumped{"menu_image", dump_menu_image(*image)};
    }
    if (ext == ".BMD") {
      auto messages = assets::read_messages(*bytes, path.string());
      if (!messages) return messages.error();
      return Dumped{"messages", dump_messages(*messages)};
    }
    auto bitmap = assets::read_frame_bitmap(*bytes, path.string());
    if (!bitmap) return bitmap.error();
    return Dumped{"frame_bitmap", dump_frame_bitmap(*bitmap)};
  }
  return assets::LoadError{path.string(), "", 0,
                           "unknown extension '" + path.extension().string() +
                               "': dump reads .BL4 .BL3 .BV4 .BV3 .BIN .IMG .BMD .BBM"};
}

}  // namespace unpod::tool
