// `unpod-tool generate-car SEED [OUT.car]`: a random valid car description
// (disc::generate_car_description), for a modder to start from and for the generated-car tests
// and bench (docs/CAR-FORMAT.md, "Generated cars").
#include <cstdint>

#include "car_generator.h"
#include "commands.h"

namespace unpod::tool {

const char* const kGenerateCarUsage =
    "usage: unpod-tool generate-car SEED [OUT.car]\n\n"
    "Draws car SEED (0 to 4294967295) of the generated family and prints its description\n"
    "(docs/CAR-FORMAT.md), or writes it to OUT.car: mass, power, grip and gears drawn within the\n"
    "ranges of CAR-FORMAT.md's \"Generated cars\", the body, springs, brakes and steering\n"
    "following from them. The description compiles (the generator compiles it before it\n"
    "answers); build-car turns it into a file. The same seed gives the same text.\n";

int run_generate_car(const Args& args) {
  return run_generator(args, "OUT.car",
                       [](uint32_t seed) { return disc::generate_car_description(seed); });
}

}  // namespace unpod::tool
