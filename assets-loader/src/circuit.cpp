// Circuit files (.BL4/.BL3, docs/pod-formats.md §5, §9): the body in file order, the ten offset
// slots (seeked to when reading and cross-checked with sequential reading, recorded when
// writing), the pair/single fallback of the macro lists 6 and 7 (§5.3).
#include "unpod/assets/circuit.h"

#include <cstdio>

#include "circuit_serial.h"
#include "unpod/assets/file_io.h"

namespace unpod::assets {

using circuit_detail::Context;

const std::array<ActionSpec, 52> kRetailActions = {{
    {"...Sinon...", 0},
    {"? Concurrent", 0},
    {"? Joueur", 0},
    {"? Proba Unique", 4},
    {"? Tour", 4},
    {"Active Macro", 4},
    {"Aff Env OFF", 0},
    {"Aff Env ON", 0},
    {"All Macros OFF", 0},
    {"All Macros ON", 0},
    {"Arret Anim", 44},
    {"Bloque Anim", 0},
    {"Camera Libre", 0},
    {"Camera Plafond", 4},
    {"Contrainte", 0},
    {"DEBUT-COND", 0},
    {"Decision PIT", 0},
    {"Degats Off", 0},
    {"Degats On", 0},
    {"Deplace Anim", 12},
    {"Desactive Macro", 4},
    {"Echange Macros", 8},
    {"FIN-COND", 0},
    {"Fige Anim", 44},
    {"Fin Course", 0},
    {"Fin Dep L", 0},
    {"Init Macro", 4},
    {"Lance Anim", 44},
    {"Macro", 8},
    {"N-Chrono Inter", 0},
    {"N-Chrono Tour", 0},
    {"P-Chrono Inter", 0},
    {"P-Chrono Tour", 0},
    {"Pistes cachees", 0},
    {"Reinit Anim", 0},
    {"Relance Anim", 0},
    {"Remplace Macro", 8},
    {"Reset Reverb Voit", 4},
    {"Reverb Voiture", 4},
    {"Son Localis\xE9", 4},
    {"Son Source", 4},
    {"Son Statique", 4},
    {"Stop Anim", 0},
    {"Troncon", 0},
    {"Tue Sons Localis\xE9s", 4},
    {"Tue Sons Source", 0},
    {"Tue Sons Statiques", 0},
    {"Tunnel Entree", 0},
    {"Tunnel Sortie", 0},
    {"Wrong-Way OFF", 0},
    {"Wrong-Way ON", 0},
    {"}}} (Rupture)", 0},
}};

bool AnimDescriptor::is_wrongway_name(const std::string& name) {
  return iequals(name, "wrongway.ani");
}

bool SurfaceAnimation::is_sector_name(const std::string& name) {
  return iequals(name, kSectorAnimName);
}

size_t Animations::placed_total() const {
  size_t n = global.placements.size();
  for (const auto& s : sectors) n += s.placements.size();
  return n;
}

size_t TextureAnimation::face_total() const {
  size_t n = 0;
  for (const auto& a : anims)
    for (const auto& s : a.sectors) n += s.faces.size();
  return n;
}

uint32_t RaceGraph::alloc_words() const {
  uint64_t n = 0;
  for (const auto& node : nodes) n += node.out_arcs.size() + node.in_arcs.size();
  for (const auto& arc : arcs) n += arc.carried_lanes.size() + arc.values.size();
  return static_cast<uint32_t>(n);
}

namespace {

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llX", static_cast<unsigned long long>(v));
  return buf;
}

const char* slot_name(size_t slot) {
  static const char* const names[kCircuitSlotCount] = {
      "body start",       "forward NORMAL", "forward HARD",     "reverse direction",
      "reverse NORMAL",   "reverse HARD",   "competitors EASY", "competitors NORMAL",
      "competitors HARD", "end of body"};
  return slot < kCircuitSlotCount ? names[slot] : "?";
}

// §3.6 text a track name or list name can hold: no control bytes (cp1252 accents allowed).
bool printable_name(const std::string& s) {
  if (s.empty()) return false;
  for (char ch : s) {
    const auto c = static_cast<uint8_t>(ch);
    if (c < 0x20 || c == 0x7F) return false;
  }
  return true;
}

// §5.3 sanity check after the macro tables: the track name, the LOD table (BL4) and the
// texture list name must follow. Leaves the position unchanged.
bool names_follow(Reader& io) {
  const size_t at = io.pos();
  bool ok = false;
  try {
    std::string track, list;
    io.pstr(track);
    if (io.flavour().version >= 4) {
      io.expect_room(kTextureLodWords, 4);
      io.seek(io.pos() + 4 * kTextureLodWords);
    }
    io.pstr(list);
    ok = printable_name(track) && printable_name(list);
  } catch (const FormatError&) {
    ok = false;
  }
  io.seek(at);
  return ok;
}

// Reads lists 6 and 7 as pairs (S1/S2/S4); when the names that follow do not make sense,
// retries with single words (S3) and keeps that only if the names then do.
void read_pair_lists(Reader& io, MacroTables& m) {
  const size_t at = io.pos();
  auto attempt = [&](MacroListWidth w) {
    io.seek(at);
    try {
      circuit_detail::serialize_pairs(io, m.replace, w);
      circuit_detail::serialize_pairs(io, m.exchange, w);
    } catch (const FormatError&) {
      return false;
    }
    return names_follow(io);
  };
  if (attempt(MacroListWidth::kPairs) || !attempt(MacroListWidth::kSingle)) {
    // Pairs, also when neither width makes sense: read again so errors come from pairs.
    io.seek(at);
    m.width = MacroListWidth::kPairs;
    circuit_detail::serialize_pairs(io, m.replace, m.width);
    circuit_detail::serialize_pairs(io, m.exchange, m.width);
  } else {
    m.width = MacroListWidth::kSingle;
  }
}

template <class IO>
void serialize_macro_tables(IO& io, MacroTables& m) {
  auto s = io.section("macro tables");
  {
    auto b = io.section("base");
    circuit_detail::serialize_triples(io, m.base);
  }
  circuit_detail::serialize_words(io, m.macro, "Macro");
  circuit_detail::serialize_words(io, m.init, "Init Macro");
  circuit_detail::serialize_words(io, m.activate, "Active Macro");
  circuit_detail::serialize_words(io, m.deactivate, "Desactive Macro");
  auto p = io.section("Remplace/Echange");
  if constexpr (IO::kReading) {
    read_pair_lists(io, m);
  } else {
    circuit_detail::serialize_pairs(io, m.replace, m.width);
    circuit_detail::serialize_pairs(io, m.exchange, m.width);
  }
}

template <class IO>
void serialize_actions(IO& io, std::vector<Action>& actions, const Context& ctx) {
  auto s = io.section("action table");
  uint32_t n = static_cast<uint32_t>(actions.size());
  serialize_count(io, n, 9);
  uint64_t sum = 0;
  for (const auto& a : actions) sum += uint64_t(a.record_size) * a.record_count;
  uint32_t total = static_cast<uint32_t>(sum);
  io.u32(total);
  io.items(
      actions, n,
      [](IO& x, Action& a) {
        x.pstr(a.name);
        x.u32(a.record_size);
        x.u32(a.record_count);
        const uint64_t bytes = uint64_t(a.record_size) * a.record_count;
        x.expect_room(bytes, 1);
        x.bytes(a.records, size_t(bytes));
      },
      "action");
  if constexpr (IO::kReading) {
    sum = 0;
    for (const auto& a : actions) sum += uint64_t(a.record_size) * a.record_count;
    if (total != sum)
      ctx.warn(io, "parameter byte total " + std::to_string(total) + " disagrees with the " +
                       std::to_string(sum) + " bytes of the records; rewritten as counted");
  }
}

// Where the slots are: the reader compares and seeks, the writer records.
struct SlotReader {
  const std::vector<size_t>* positions;
  const PbdfFile* file;
  void at(Reader& io, size_t slot, Context& ctx) const {
    const size_t target = (*positions)[slot];
    if (io.pos() != target && ctx.warnings)
      ctx.warnings->push_back("offset slot " + std::to_string(slot) + " (" + slot_name(slot) +
                              ") points to on-disk offset " + hex(file->offsets[slot]) +
                              " but sequential reading reaches it at " +
                              hex(io.file_offset(io.pos())) + "; the slot is used");
    io.seek(target);
  }
};

struct SlotWriter {
  std::array<uint32_t, kCircuitSlotCount>* positions;
  void at(Writer& io, size_t slot, Context&) const {
    if (io.pos() > UINT32_MAX) io.fail("body exceeds 4 GiB");
    (*positions)[slot] = static_cast<uint32_t>(io.pos());
  }
};

// The body in file order (§5.1 table); `slots.at` is called where a slot's section starts.
template <class IO, class Slots>
void serialize_body(IO& io, Circuit& c, const Slots& slots, Context& ctx) {
  {
    auto s = io.section("header words");
    const size_t at = io.pos();
    uint32_t check = kCircuitCheckWord;
    io.u32(check);
    if constexpr (IO::kReading) {
      if (check != kCircuitCheckWord)
        io.fail_at(at, "check word is " + std::to_string(check) + ", expected 3 (not a circuit?)");
    }
    io.u32(c.unused_word);
  }
  serialize_actions(io, c.actions, ctx);
  serialize_macro_tables(io, c.macros);
  {
    auto s = io.section("track name");
    io.pstr(c.track_name);
  }
  if (io.flavour().version >= 4) {
    auto s = io.section("texture LOD table");
    for (auto& w : c.texture_lod) io.u32(w);
  } else if constexpr (IO::kReading) {
    c.texture_lod.fill(0);
  }
  {
    auto s = io.section("track textures");
    io.pstr(c.texture_list_name);
    serialize_texture_list(io, c.textures, 256);
  }
  circuit_detail::serialize_sectors(io, c.named_sector_faces, c.sectors);
  ctx.sector_count = c.sectors.size();
  circuit_detail::serialize_visibility(io, c.visibility, ctx.sector_count);
  {
    auto s = io.section("environment");
    io.named_section(c.environment, [&ctx](IO& x, Environment& e) {
      circuit_detail::serialize_environment(x, e, ctx);
    });
  }
  {
    auto s = io.section("lights");
    io.named_section(c.lights,
                     [&ctx](IO& x, Lighting& l) { circuit_detail::serialize_lighting(x, l, ctx); });
  }
  {
    auto s = io.section("animations");
    io.named_section(c.animations, [&ctx](IO& x, Animations& a) {
      circuit_detail::serialize_animations(x, a, ctx);
    });
  }
  {
    auto s = io.section("speakers");
    io.named_section(c.speakers, [](IO& x, std::vector<Speaker>& v) {
      circuit_detail::serialize_speakers(x, v);
    });
  }
  circuit_detail::serialize_fog(io, c.fog);
  circuit_detail::serialize_sky(io, c.sky);
  circuit_detail::serialize_surface_animations(io, c.surface_animations, c.odd_entry_word, ctx);
  {
    auto s = io.section("repair zones");
    io.named_section(c.repair_zones,
                     [](IO& x, RepairZones& r) { circuit_detail::serialize_repair_zones(x, r); });
  }
  static const char* const kDirectionNames[2] = {"forward", "reverse"};
  for (size_t d = 0; d < 2; ++d) {
    auto s = io.section(d == 0 ? "forward direction" : "reverse direction");
    Direction& dir = c.directions[d];
    if (d == 1) slots.at(io, kSlotReverse, ctx);
    circuit_detail::serialize_direction_head(io, dir);
    for (size_t k = 0; k < 3; ++k) {
      if (k > 0) slots.at(io, d == 0 ? k : 3 + k, ctx);
      auto t = io.section(kDifficultyNames[k]);
      circuit_detail::serialize_difficulty(io, dir.difficulties[k], ctx, kDirectionNames[d]);
    }
  }
  for (size_t k = 0; k < 3; ++k) {
    slots.at(io, kSlotCompetitorsEasy + k, ctx);
    auto s = io.section("competitors", int64_t(k));
    circuit_detail::serialize_competitor_list(io, c.competitors[k]);
  }
}

}  // namespace

Result<Circuit> read_circuit(std::span<const uint8_t> file, const std::string& name, int version) {
  auto decoded = pbdf_decode(file, name);
  if (!decoded) return decoded.error();
  const PbdfFile& f = *decoded;
  if (f.offsets.size() != kCircuitSlotCount)
    return LoadError{name, "PBDF header", 4,
                     "a circuit has 10 offset slots; this file has " +
                         std::to_string(f.offsets.size()) + " (a car or another file type?)"};
  const auto body = f.body();
  // Slots 0-8 must land inside the body; slot 9 is unused by readers (S1 and S3 disagree).
  std::vector<size_t> positions(kCircuitSlotCount, 0);
  for (size_t i = 0; i + 1 < kCircuitSlotCount; ++i) {
    const int64_t p = f.body_position(i);
    if (p < 0 || uint64_t(p) > body.size())
      return LoadError{name, "PBDF header/offset slot " + std::to_string(i), 8 + 4 * i,
                       "offset slot " + std::to_string(i) + " (" + slot_name(i) +
                           ") points to on-disk offset " + hex(f.offsets[i]) +
                           ", outside the body"};
    positions[i] = size_t(p);
  }
  return catch_format_error([&]() -> Circuit {
    Circuit c;
    c.flavour = Flavour{version, f.layout.key};
    Reader io(body, name, c.flavour, f.header_size(), f.layout);
    if (positions[kSlotBody] != 0)
      c.warnings.push_back("offset slot 0 (body start) points to on-disk offset " +
                           hex(f.offsets[0]) + ", not just past the header; the slot is used");
    io.seek(positions[kSlotBody]);
    Context ctx;
    ctx.warnings = &c.warnings;
    serialize_body(io, c, SlotReader{&positions, &f}, ctx);
    return c;
  });
}

Result<Circuit> load_circuit(const std::filesystem::path& path) {
  auto bytes = read_file(path);
  if (!bytes) return bytes.error();
  const int version = iequals(path.extension().string(), ".bl3") ? 3 : 4;
  return read_circuit(*bytes, path.string(), version);
}

Result<std::vector<uint8_t>> write_circuit(const Circuit& c, uint32_t block_size) {
  Flavour flavour = c.flavour;
  if (flavour.key == 0) flavour.key = kCircuitKey;
  auto body = catch_format_error(
      [&]() -> std::pair<std::vector<uint8_t>, std::array<uint32_t, kCircuitSlotCount>> {
        std::array<uint32_t, kCircuitSlotCount> slots{};
        Writer io(flavour);
        Context ctx;
        // The symmetric descriptions take non-const references; Writer only reads through them.
        serialize_body(io, const_cast<Circuit&>(c), SlotWriter{&slots}, ctx);
        SlotWriter{&slots}.at(io, kSlotEnd, ctx);  // S3's convention: the end of the body
        return {io.take(), slots};
      });
  if (!body) return body.error();
  const uint32_t free_word = kCircuitUnusedWordPosition;
  return pbdf_encode(body->first, body->second, flavour.key, block_size,
                     std::span<const uint32_t>(&free_word, 1));
}

}  // namespace unpod::assets
