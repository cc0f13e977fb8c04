// Writes the seed corpora of the fuzz targets: one folder per target (named as in
// CMakeLists.txt), filled with sample files built by our own writers (tests/support). Targets
// behind a PBDF container get a selector byte and the decoded stream (fuzz_stream.h).
//   unpod_fuzz_seeds OUTDIR
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "fuzz/fuzz_stream.h"
#include "support/sample_car.h"
#include "support/sample_circuit.h"
#include "support/sample_replay.h"
#include "unpod/assets/frame_bitmap.h"
#include "unpod/assets/lists.h"
#include "unpod/assets/menu_image.h"
#include "unpod/assets/messages.h"
#include "unpod/assets/pbdf.h"
#include "unpod/assets/replay.h"

namespace {

namespace fs = std::filesystem;
using namespace unpod;
using namespace unpod::assets;

class Corpus {
 public:
  explicit Corpus(fs::path root) : root_(std::move(root)) {}
  bool ok() const { return ok_; }

  void write(const std::string& target, const std::string& name,
             const std::vector<uint8_t>& bytes) {
    const fs::path dir = root_ / target;
    fs::create_directories(dir);
    std::ofstream out(dir / name, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    if (!out) fail("cannot write " + (dir / name).string());
  }
  // A selector byte, then the decoded stream of `file`.
  void write_stream(const std::string& target, const std::string& name, uint8_t selector,
                    const Result<std::vector<uint8_t>>& file) {
    if (!file) return fail(name + ": " + file.error().to_string());
    auto decoded = pbdf_decode(*file, name);
    if (!decoded) return fail(name + ": " + decoded.error().to_string());
    std::vector<uint8_t> seed = {selector};
    seed.insert(seed.end(), decoded->stream.begin(), decoded->stream.end());
    write(target, name, seed);
  }
  void fail(const std::string& message) {
    std::fprintf(stderr, "unpod_fuzz_seeds: %s\n", message.c_str());
    ok_ = false;
  }

 private:
  fs::path root_;
  bool ok_ = true;
};

// Texture pixels are most of a sample file and nothing the parsers branch on; without them a
// circuit seed shrinks from ~700 KiB to ~64 KiB and the fuzzer runs ten times as fast.
void drop_pages(TextureList& list) {
  list.pages.clear();
}

Circuit small_circuit(const test::SampleCircuitOptions& options) {
  Circuit c = test::make_sample_circuit(options);
  drop_pages(c.textures);
  drop_pages(c.fog.background);
  drop_pages(c.sky.textures);
  if (c.environment.value)
    for (auto& d : c.environment.value->descriptors) drop_pages(d.textures);
  if (c.animations.value)
    for (auto& d : c.animations.value->descriptors)
      for (auto& s : d.sprite_anims) drop_pages(s.textures);
  return c;
}

void pbdf_seeds(Corpus& corpus) {
  const uint32_t keys[] = {kCircuitKey,     kCarKey,      kMessagesKey,
                           kFrameBitmapKey, kSpecialKeyA, kSpecialKeyB};
  int n = 0;
  for (uint32_t key : keys) {
    for (uint32_t block : {0x200u, 0x800u}) {
      std::vector<uint8_t> body(block * 2 + 40);
      for (size_t i = 0; i < body.size(); ++i) body[i] = uint8_t(i * 7 + key);
      const uint32_t slots[] = {0, 16, block};
      auto file = pbdf_encode(body, slots, key, block);
      if (!file) return corpus.fail(file.error().to_string());
      corpus.write("pbdf", "container_" + std::to_string(n++), *file);
    }
  }
  auto car = write_car(test::make_sample_car(4, kSpecialKeyA), 0x800);
  if (car) corpus.write("pbdf", "car_special_key", *car);
}

void circuit_seeds(Corpus& corpus) {
  for (const int version : {4, 3}) {
    for (const bool special : {false, true}) {
      test::SampleCircuitOptions options;
      options.version = version;
      options.key = special ? kSpecialKeyA : kCircuitKey;
      const std::string name = "v" + std::to_string(version) + (special ? "_special" : "");
      corpus.write_stream("circuit", name, fuzz::selector_of(version, special),
                          write_circuit(small_circuit(options)));
    }
  }
  test::SampleCircuitOptions single;
  single.sectors = 1;
  single.pair_list_entries = 2;
  single.pair_list_width = MacroListWidth::kSingle;
  corpus.write_stream("circuit", "v4_single_macros", fuzz::selector_of(4, false),
                      write_circuit(small_circuit(single)));
}

void car_seeds(Corpus& corpus) {
  for (const int version : {4, 3}) {
    for (const bool special : {false, true}) {
      Car car = test::make_sample_car(version, special ? kSpecialKeyA : kCarKey);
      if (car.textures) drop_pages(*car.textures);
      const std::string name = "v" + std::to_string(version) + (special ? "_special" : "");
      corpus.write_stream("car", name, fuzz::selector_of(version, special), write_car(car));
    }
  }
}

void list_seeds(Corpus& corpus) {
  std::vector<CircuitListEntry> circuits(3);
  for (size_t i = 0; i < circuits.size(); ++i) {
    circuits[i].name = "Track" + std::to_string(i);
    circuits[i].display_name = "Track number " + std::to_string(i);
    circuits[i].laps = uint8_t(3 + i);
    circuits[i].flags = uint8_t(i);
  }
  std::vector<uint8_t> seed = {0};
  const auto c = write_circuit_list(circuits);
  seed.insert(seed.end(), c.begin(), c.end());
  corpus.write("lists", "circuits", seed);

  std::vector<CarListEntry> cars(2);
  cars[0].name = "Mirage";
  cars[1].name = "Cyclone";
  seed = {1};
  const auto v = write_car_list(cars);
  seed.insert(seed.end(), v.begin(), v.end());
  corpus.write("lists", "cars", seed);
}

void menu_image_seeds(Corpus& corpus) {
  MenuImageFile img;
  img.palettes.resize(1);
  for (size_t i = 0; i < 256; ++i) img.palettes[0][i] = uint16_t(i * 0x0421);
  img.images.push_back({8, 4, 1, 0, 0, 0});
  img.images.push_back({4, 4, 2, 32, -1, 0});
  img.pixels.resize(32 + 32);
  for (size_t i = 0; i < img.pixels.size(); ++i) img.pixels[i] = uint8_t(i);
  auto plain = write_menu_image(img);
  if (plain) corpus.write("menu_image", "plain", *plain);
  img.container = MenuImageContainer{kCircuitKey, 0x200, {0}};
  auto wrapped = write_menu_image(img);
  if (wrapped) corpus.write("menu_image", "pbdf", *wrapped);
  if (!plain || !wrapped) corpus.fail("cannot write the sample menu images");
}

void message_seeds(Corpus& corpus) {
  Messages m;
  m.type_count = 2;
  m.text_count = 3;
  m.text = {'S', 't', 'a', 'r', 't', 0, 'Q', 'u', 'i', 't', 0, 'O', 'k', 0};
  corpus.write_stream("messages", "bmd", 0, write_messages(m));

  FrameBitmap f;
  f.frame_time_ms = 40;
  // A 4x2 8-bit DIB: 40-byte header, 256 RGBQUADs, two 4-byte rows.
  f.dib.assign(40 + 256 * 4 + 8, 0);
  const auto put32 = [&](size_t at, uint32_t v) {
    for (int k = 0; k < 4; ++k) f.dib[at + size_t(k)] = uint8_t(v >> (8 * k));
  };
  put32(0, 40);
  put32(4, 4);
  put32(8, 2);
  f.dib[12] = 1;
  f.dib[14] = 8;
  corpus.write_stream("messages", "bbm", 1, write_frame_bitmap(f));
}

void replay_seeds(Corpus& corpus) {
  const assets::Replay r = test::sample_replay();
  corpus.write("replay", "sample", assets::encode_replay(r));
  assets::Replay bare;
  bare.computers = 1;
  bare.racers.push_back({"DRIVER 1", "CINDER", 0, false, 1, {}});
  bare.frames.push_back({1000, {}});
  corpus.write("replay", "bare", assets::encode_replay(bare));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: unpod_fuzz_seeds OUTDIR\n");
    return 2;
  }
  Corpus corpus(argv[1]);
  pbdf_seeds(corpus);
  circuit_seeds(corpus);
  car_seeds(corpus);
  list_seeds(corpus);
  menu_image_seeds(corpus);
  message_seeds(corpus);
  replay_seeds(corpus);
  return corpus.ok() ? 0 : 1;
}
