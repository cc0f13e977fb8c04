// Circuit files: .BL4 (POD 2.x retail) and .BL3 (palettised), docs/pod-formats.md §5 and §9.
// Every section of §5 as typed structs; reading seeks to the ten offset slots and cross-checks
// them with sequential reading; writing reproduces a file our writer made byte for byte.
// How each section maps to these structs: docs/formats/circuit.md.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "unpod/assets/circuit_direction.h"
#include "unpod/assets/circuit_scenery.h"
#include "unpod/assets/error.h"
#include "unpod/assets/mesh.h"
#include "unpod/assets/pbdf.h"
#include "unpod/assets/serial.h"
#include "unpod/assets/texture.h"

namespace unpod::assets {

// §5.1 header offset slots.
inline constexpr size_t kCircuitSlotCount = 10;
enum CircuitSlot : size_t {
  kSlotBody = 0,
  kSlotForwardNormal = 1,
  kSlotForwardHard = 2,
  kSlotReverse = 3,
  kSlotReverseNormal = 4,
  kSlotReverseHard = 5,
  kSlotCompetitorsEasy = 6,
  kSlotCompetitorsNormal = 7,
  kSlotCompetitorsHard = 8,
  kSlotEnd = 9,  // unused by readers; our writer stores the end of the body (S3)
};

inline constexpr uint32_t kCircuitCheckWord = 3;
// Body position of the unused word that follows the check word: the writer's free word.
inline constexpr uint32_t kCircuitUnusedWordPosition = 4;

// §5.2: one action ("event") with its parameter records, kept as bytes.
struct Action {
  std::string name;  // raw 8-bit text (cp1252: "Son Localis\xE9")
  uint32_t record_size = 0;
  uint32_t record_count = 0;
  std::vector<uint8_t> records;  // record_size × record_count bytes
  bool operator==(const Action&) const = default;
};

// The 52 retail action names in table order (§5.2), with their record sizes.
struct ActionSpec {
  const char* name;
  uint32_t record_size;
};
extern const std::array<ActionSpec, 52> kRetailActions;

// Lists 6 and 7 of §5.3: stored as pairs (S1/S2/S4) or single words (S3) [C].
enum class MacroListWidth { kPairs, kSingle };

struct MacroPair {
  int32_t first = 0;
  int32_t second = 0;  // not stored when the width is kSingle (must then be 0)
  bool operator==(const MacroPair&) const = default;
};

// §5.3: the seven macro tables. Semantics of lists 2-7 are [U].
struct MacroTables {
  std::vector<MacroTriple> base;
  std::vector<int32_t> macro;       // "Macro"
  std::vector<int32_t> init;        // "Init Macro"
  std::vector<int32_t> activate;    // "Active Macro"
  std::vector<int32_t> deactivate;  // "Desactive Macro"
  std::vector<MacroPair> replace;   // "Remplace Macro"
  std::vector<MacroPair> exchange;  // "Echange Macros"
  // How lists 6 and 7 were stored; chosen on read by the pair/single fallback.
  MacroListWidth width = MacroListWidth::kPairs;
  bool operator==(const MacroTables&) const = default;
};

// §5.4: one track sector.
struct Sector {
  Object object;                           // BL4: FaceTail::kSector, BL3: kProperty
  std::vector<uint8_t> vertex_brightness;  // one per vertex, 0..127, ~65 neutral
  Vec3 bbox_min;                           // mesh minimum, z lowered by 2
  Vec3 bbox_max;                           // mesh maximum, z raised by 10
  bool operator==(const Sector&) const = default;
};

// §5.5: the sectors seen from (and colliding with) one sector. Stored n = -1 ("no list") is
// kept apart from an empty list (n = 0).
struct VisibilityEntry {
  bool has_list = true;
  std::vector<int32_t> sectors;  // only when has_list
  bool operator==(const VisibilityEntry&) const = default;
};

inline constexpr size_t kTextureLodWords = 16;

struct Circuit {
  Flavour flavour;  // version 3 (BL3) or 4 (BL4) and the PBDF key (0: kCircuitKey on write)

  uint32_t unused_word = 0;  // after the check word (3); the writer may bump it (§3.8 step 7)
  std::vector<Action> actions;
  MacroTables macros;
  std::string track_name;
  std::array<uint32_t, kTextureLodWords> texture_lod{};  // [U]; BL4 only (zeros in BL3)
  std::string texture_list_name;                         // "project name"
  TextureList textures;                                  // S = 256

  bool named_sector_faces = false;
  std::vector<Sector> sectors;
  std::vector<VisibilityEntry> visibility;  // one per sector

  Named<Environment> environment;
  Named<Lighting> lights;
  Named<Animations> animations;
  Named<std::vector<Speaker>> speakers;
  FogBackground fog;
  Sky sky;
  std::vector<SurfaceAnimation> surface_animations;
  bool odd_entry_word = false;  // §5.9 entry word stored as 2n+1 (read as n, S3) [C]
  Named<RepairZones> repair_zones;

  std::array<Direction, 2> directions;        // forward, reverse/mirror
  std::array<CompetitorList, 3> competitors;  // EASY, NORMAL, HARD

  // Disagreements found while reading (slot cross-check, graph bases, totals); not errors.
  std::vector<std::string> warnings;

  bool operator==(const Circuit&) const = default;
};

// Reads a PBDF circuit file; `version` 3 = BL3, 4 = BL4. `name` is used in errors.
Result<Circuit> read_circuit(std::span<const uint8_t> file, const std::string& name, int version);
// Reads a file; the version comes from the extension: .bl3 (any case) -> 3, else 4.
Result<Circuit> load_circuit(const std::filesystem::path& path);
// Writes a PBDF circuit file with key c.flavour.key (0 -> kCircuitKey).
Result<std::vector<uint8_t>> write_circuit(const Circuit& c,
                                           uint32_t block_size = kDefaultBlockSize);

}  // namespace unpod::assets
