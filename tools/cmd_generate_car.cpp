// `unpod-tool generate-car SEED [OUT.car]`: a random valid car description
// (disc::generate_car_description), for a modder to start from and for the generated-car tests
// and bench (docs/CAR-FORMAT.md, "Generated cars").
#include <cstdint>
#include <iostream>
#include <vector>

#include "car_generator.h"
#include "commands.h"
#include "unpod/assets/file_io.h"

namespace unpod::tool {

const char* const kGenerateCarUsage =
    "usage: unpod-tool generate-car SEED [OUT.car]\n\n"
    "Draws car SEED (0 to 4294967295) of the generated family and prints its description\n"
    "(docs/CAR-FORMAT.md), or writes it to OUT.car: mass, power, grip and gears drawn within the\n"
    "ranges of CAR-FORMAT.md's \"Generated cars\", the body, springs, brakes and steering\n"
    "following from them. The description compiles (the generator compiles it before it\n"
    "answers); build-car turns it into a file. The same seed gives the same text.\n";

int run_generate_car(const Args& args) {
  if (args.empty() || args.size() > 2) throw UsageError("expects SEED and perhaps OUT.car");
  for (const auto& a : args)
    if (a.starts_with("--")) throw UsageError("unknown option " + a);
  const uint32_t seed = parse_u32(args[0], "SEED");
  const std::string text = disc::generate_car_description(seed);
  if (args.size() == 1) {
    std::cout << text;
    return kExitOk;
  }
  const std::filesystem::path out = args[1];
  if (auto e = assets::write_file_atomic(out, std::vector<uint8_t>(text.begin(), text.end()));
      !e.empty())
    return report(e);
  std::cout << "wrote " << out.string() << "\n";
  return kExitOk;
}

}  // namespace unpod::tool
