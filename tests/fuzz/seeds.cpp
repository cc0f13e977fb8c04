// Writes the seed corpora of the fuzz targets: one folder per target (named as in
// CMakeLists.txt), filled with sample files built by our own writers (tests/support) and, for
// the .track and .car descriptions, the shipped descriptions of the source tree's disc/ folder.
// Targets behind a PBDF container get a selector byte and the decoded stream (fuzz_stream.h).
//   unpod_fuzz_seeds OUTDIR
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz/fuzz_stream.h"
#include "settings/controls_settings.h"
#include "support/sample_car.h"
#include "support/sample_circuit.h"
#include "support/sample_replay.h"
#include "unpod/assets/best_times.h"
#include "unpod/assets/frame_bitmap.h"
#include "unpod/assets/lists.h"
#include "unpod/assets/menu_image.h"
#include "unpod/assets/messages.h"
#include "unpod/assets/pbdf.h"
#include "unpod/assets/replay.h"
#include "unpod/net/codec.h"
#include "unpod/net/protocol.h"

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

// A DIB (BITMAPINFOHEADER, palette, pixels) of w x h pixels at `bits` per pixel. `compression`
// 1 (RLE8) and 2 (RLE4) get a small run-length stream; 3 (BITFIELDS) gets the RGB565 masks.
std::vector<uint8_t> make_dib(int32_t w, int32_t h, uint16_t bits, uint32_t compression,
                              uint32_t colours) {
  std::vector<uint8_t> d;
  const auto put = [&](uint32_t v, int bytes) {
    for (int k = 0; k < bytes; ++k) d.push_back(uint8_t(v >> (8 * k)));
  };
  const size_t rows = size_t(h < 0 ? -h : h);
  const size_t stride = (size_t(w) * bits + 31) / 32 * 4;
  // RLE: per row one run of w pixels and an end of line, then the end of the bitmap.
  std::vector<uint8_t> rle;
  for (size_t r = 0; r < rows; ++r) rle.insert(rle.end(), {uint8_t(w), uint8_t(r), 0, 0});
  rle.insert(rle.end(), {0, 1});
  const bool run_length = compression == 1 || compression == 2;
  put(40, 4);
  put(uint32_t(w), 4);
  put(uint32_t(h), 4);
  put(1, 2);
  put(bits, 2);
  put(compression, 4);
  put(uint32_t(run_length ? rle.size() : stride * rows), 4);
  put(2835, 4);
  put(2835, 4);
  put(colours, 4);
  put(0, 4);
  if (compression == 3)
    for (uint32_t mask : {0xF800u, 0x07E0u, 0x001Fu}) put(mask, 4);
  const uint32_t entries = colours ? colours : (bits <= 8 ? 1u << bits : 0u);
  for (uint32_t i = 0; i < entries; ++i) put(i * 0x010203u, 4);
  if (run_length) {
    d.insert(d.end(), rle.begin(), rle.end());
  } else {
    for (size_t i = 0; i < stride * rows; ++i) d.push_back(uint8_t(i * 13));
  }
  return d;
}

void message_seeds(Corpus& corpus) {
  Messages m;
  m.type_count = 2;
  m.text_count = 3;
  m.text = {'S', 't', 'a', 'r', 't', 0, 'Q', 'u', 'i', 't', 0, 'O', 'k', 0};
  corpus.write_stream("messages", "bmd", 0, write_messages(m));

  FrameBitmap f;
  f.frame_time_ms = 40;
  f.dib = make_dib(4, 2, 8, 0, 0);
  corpus.write_stream("messages", "bbm", 1, write_frame_bitmap(f));
}

// Even selector: a .BBM stream; odd: a bare DIB. One DIB of each depth and compression the
// parser accepts, bottom-up and top-down.
void frame_bitmap_seeds(Corpus& corpus) {
  struct Shape {
    const char* name;
    int32_t w, h;
    uint16_t bits;
    uint32_t compression, colours;
  };
  const Shape shapes[] = {
      {"8bit", 4, 2, 8, 0, 0},      {"8bit_16colours_topdown", 5, -3, 8, 0, 16},
      {"1bit", 9, 2, 1, 0, 0},      {"4bit_rle4", 6, 2, 4, 2, 0},
      {"8bit_rle8", 6, 3, 8, 1, 4}, {"16bit_bitfields", 3, 2, 16, 3, 0},
      {"24bit", 3, 3, 24, 0, 0},    {"32bit", 2, -2, 32, 0, 0},
  };
  uint32_t frame_time = 40;
  for (const Shape& shape : shapes) {
    FrameBitmap f;
    f.frame_time_ms = frame_time;
    f.white_background = uint8_t(frame_time & 1);
    f.dib = make_dib(shape.w, shape.h, shape.bits, shape.compression, shape.colours);
    f.slot_positions = {0};
    frame_time += 13;
    if (!parse_dib(f.dib, shape.name)) return corpus.fail(std::string("bad DIB ") + shape.name);
    corpus.write_stream("frame_bitmap", std::string("bbm_") + shape.name, 0, write_frame_bitmap(f));
    std::vector<uint8_t> dib = {1};
    dib.insert(dib.end(), f.dib.begin(), f.dib.end());
    corpus.write("frame_bitmap", std::string("dib_") + shape.name, dib);
  }
}

std::vector<uint8_t> bytes_of(const std::string& text) {
  return std::vector<uint8_t>(text.begin(), text.end());
}

void best_times_seeds(Corpus& corpus) {
  BestTimes empty;
  empty.circuit = "duskring";
  corpus.write("best_times", "empty", bytes_of(best_times_text(empty)));

  // Results entered as the game enters them: both tables, several lap counts, a tie.
  BestTimes full;
  full.circuit = "quarry";
  full.direction = CircuitDirection::reverse;
  const char* const drivers[] = {"Ada Brennock", "PLAYER 1", "Mo", "Sven Halvorsen"};
  const char* const cars[] = {"ZEPHYR", "CINDER", "MANTIS", "BULWARK"};
  for (int i = 0; i < 14; ++i) {
    BestTimeEntry e;
    e.best_lap = (50 << 16) + (i % 5) * 0x2345;
    e.laps = 1 + i % 3;
    e.race_time = e.best_lap * e.laps + i * 0x1000;
    e.driver = drivers[i % 4];
    e.car = cars[(i / 2) % 4];
    full.update(e);
  }
  corpus.write("best_times", "full", bytes_of(best_times_text(full)));
}

// The first byte is the humans' count less one (fuzz_human_script.cpp).
void human_script_seeds(Corpus& corpus) {
  struct Script {
    const char* name;
    uint8_t humans;
    const char* text;
  };
  const Script scripts[] = {
      {"one_human", 1,
       "# race-time-ms  player  controls...\n"
       "0 1 accelerate\n2500 1 accelerate left\n2900 1 accelerate\n9000 1 brake\n"},
      {"two_humans", 2,
       "0 1 accelerate\n0 2 accelerate\n1200 2 accelerate right gear-up\n"
       "4200 1 accelerate right\n5000 1 none\n9000 2 brake left gear-down\n"},
      {"unordered", 1, "5000 1 none   # lines in any order\n-200 1 brake\n100 1 accelerate\n"},
  };
  for (const Script& script : scripts) {
    std::vector<uint8_t> seed = {uint8_t(script.humans - 1)};
    const std::string text = script.text;
    seed.insert(seed.end(), text.begin(), text.end());
    corpus.write("human_script", script.name, seed);
  }
}

// The shipped descriptions (disc/circuits/*.track, disc/cars/*.car), sorted by name.
void description_seeds(Corpus& corpus, const std::string& target, const fs::path& dir,
                       const std::string& extension) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().extension() == extension) files.push_back(it->path());
  std::sort(files.begin(), files.end());
  if (ec || files.empty())
    return corpus.fail("no " + extension + " descriptions in " + dir.string());
  for (const fs::path& file : files) {
    std::ifstream in(file, std::ios::binary);
    const std::vector<uint8_t> text{std::istreambuf_iterator<char>(in),
                                    std::istreambuf_iterator<char>()};
    if (!in && !in.eof()) return corpus.fail("cannot read " + file.string());
    corpus.write(target, file.filename().string(), text);
  }
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

// Settings files: every key of both players at its default (as the game spells the defaults),
// README's remapping example, the Options screen's sections, and a file with a bad value, an
// unknown key and another section.
void settings_seeds(Corpus& corpus) {
  std::string defaults;
  for (int player = 0; player < 2; ++player) {
    defaults += "[" + unpod::game::settings::player_section(player) + "]\n";
    for (const std::string_view key : unpod::game::settings::kPlayerKeys)
      defaults +=
          std::string(key) + " = " + unpod::game::settings::default_value(player, key) + "\n";
  }
  corpus.write("settings", "defaults", bytes_of(defaults));
  corpus.write("settings", "remapped",
               bytes_of("[player1]\naccelerate = Q\nbrake = Left Shift, pad:lefttrigger\n"));
  corpus.write("settings", "options",
               bytes_of("[video]\nwidth = 1600\nheight = 900\nfullscreen = no\nvsync = yes\n"
                        "frame_cap = 144\nsplit = vertical\n[audio]\nmaster = 80\nmusic = 0\n"
                        "[game]\nunits = mph\ndamage = sector\ndata = /srv/pod\n"));
  corpus.write("settings", "bad_values",
               bytes_of("; a comment\n[video]\nwidth = 1280\n[player2]\ndevice = pad\n"
                        "dead_zone = 1.5\nsteering = sideways\nhorn = H\nleft = pad:leftx-\n"));
}

}  // namespace

// One seed per message kind, each with the selector byte (bit 0 the channel, bit 1 the host).
void net_message_seeds(Corpus& corpus) {
  namespace wire = net::wire;
  auto put = [&](const std::string& name, const wire::Envelope& e, bool host) {
    using E = wire::Envelope;
    const bool unsequenced =
        e.body_case() == E::kInputs || e.body_case() == E::kPing || e.body_case() == E::kPong;
    std::vector<uint8_t> bytes = net::encode(e);
    bytes.insert(bytes.begin(), uint8_t((unsequenced ? 1 : 0) | (host ? 2 : 0)));
    corpus.write("net_message", name, bytes);
  };
  wire::Envelope hello;
  hello.mutable_hello()->set_protocol(net::kProtocolVersion);
  hello.mutable_hello()->set_game_version("0.1.0");
  hello.mutable_hello()->add_players()->set_name("ANNA");
  auto* pad = hello.mutable_hello()->add_players();
  pad->set_name("BORIS");
  pad->set_car("MANTIS");
  pad->set_device_kind(2);
  pad->set_x_travel(32767);
  pad->set_choosing(true);
  put("hello", hello, false);
  wire::Envelope inputs;
  inputs.mutable_inputs()->set_first_tick(120);
  inputs.mutable_inputs()->set_ack(118);
  inputs.mutable_inputs()->set_hash_tick(64);
  inputs.mutable_inputs()->set_hash(0x0123456789abcdefull);
  std::vector<net::Reading> readings(10);
  for (size_t i = 4; i < readings.size(); ++i) readings[i].keys[0] = true;
  readings[9].x = -300;
  auto* rd = inputs.mutable_inputs()->add_readings();
  rd->set_human(1);
  net::pack(readings, *rd);
  put("inputs", inputs, false);
  put("inputs_host", inputs, true);
  wire::Envelope start;
  start.mutable_start()->set_description([] {
    const auto bytes = assets::encode_replay(test::sample_replay());
    return std::string(bytes.begin(), bytes.end());
  }());
  start.mutable_start()->add_your_humans(0);
  start.mutable_start()->set_tick_ms(16);
  start.mutable_start()->set_window(15);
  start.mutable_start()->set_hash_every(64);
  put("start", start, true);
  wire::Envelope welcome;
  welcome.mutable_welcome()->set_race("Dusk Ring, 2 laps, NORMAL, 8 cars");
  welcome.mutable_welcome()->mutable_circuit()->set_name("DUSKRING");
  welcome.mutable_welcome()->mutable_circuit()->set_file("DUSKRING.BL4");
  welcome.mutable_welcome()->add_cars()->set_name("BULWARK");
  welcome.mutable_welcome()->set_seats(4);
  welcome.mutable_welcome()->set_tick_ms(16);
  put("welcome", welcome, true);
  wire::Envelope end;
  end.mutable_end()->set_why(wire::End::DESYNC);
  end.mutable_end()->set_tick(640);
  end.mutable_end()->add_parts(7);
  put("end", end, true);
  wire::Envelope ping;
  ping.mutable_ping()->set_sent_us(123456789);
  put("ping", ping, false);
  wire::Envelope lobby;
  lobby.mutable_lobby()->set_seats(3);
  lobby.mutable_lobby()->set_host_starts(true);
  lobby.mutable_lobby()->set_your_machine(2);
  for (const char* name : {"ANNA", "BORIS"}) {
    lobby.mutable_lobby()->add_names(name);
    auto* seat = lobby.mutable_lobby()->add_taken();
    seat->set_name(name);
    seat->set_car("CINDER");
    seat->set_machine(2);
    seat->set_round_trip_ms(17);
    seat->set_ready(true);
  }
  put("lobby", lobby, true);
  wire::Envelope choice;
  choice.mutable_choice()->set_player(1);
  choice.mutable_choice()->set_car("MANTIS");
  choice.mutable_choice()->set_ready(true);
  put("choice", choice, false);
}

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
  net_message_seeds(corpus);
  frame_bitmap_seeds(corpus);
  best_times_seeds(corpus);
  human_script_seeds(corpus);
  settings_seeds(corpus);
  const fs::path disc = UNPOD_DISC_SOURCES;
  description_seeds(corpus, "track_desc", disc / "circuits", ".track");
  description_seeds(corpus, "car_desc", disc / "cars", ".car");
  return corpus.ok() ? 0 : 1;
}
