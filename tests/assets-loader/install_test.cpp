// The install locator (pod-formats.md §1) on generated installations.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>

#include "support/sample_install.h"
#include "support/scoped_env.h"
#include "support/temp_dir.h"
#include "unpod/assets/install.h"
#include "unpod/assets/lists.h"

using namespace unpod::assets;
namespace fs = std::filesystem;
using unpod::test::SampleInstall;
using unpod::test::ScopedEnv;
using unpod::test::TempDir;
using unpod::test::write_sample_install;

namespace {

bool has_warning(const Installation& inst, const std::string& part) {
  return std::any_of(inst.warnings.begin(), inst.warnings.end(),
                     [&](const std::string& w) { return w.find(part) != std::string::npos; });
}

}  // namespace

TEST_CASE("Install locator finds a mixed-case installation") {
  TempDir dir;
  const SampleInstall s = write_sample_install(dir);
  auto inst = locate_installation(s.root);
  if (!inst) FAIL(inst.error().to_string());
  CHECK(inst->root == s.root);
  CHECK(inst->flavour == CircuitFlavour::kBL4);
  CHECK(inst->circuits_bin == s.root / s.circuits_bin);

  REQUIRE(inst->circuits.size() == 4);
  for (size_t i = 0; i < 3; ++i) {
    CAPTURE(i);
    CHECK(inst->circuits[i].name == s.listed_circuits[i]);
    CHECK(inst->circuits[i].file == s.root / s.circuit_files[i]);
  }
  CHECK(inst->circuits[0].display_name == "Beltane");
  CHECK(inst->circuits[0].laps == 4);
  CHECK(inst->circuits[0].length == 3120);
  CHECK(inst->circuits[0].available);
  CHECK(inst->circuits[0].mirror);
  CHECK(inst->circuits[0].level == 1);
  CHECK_FALSE(inst->circuits[1].mirror);
  CHECK(inst->circuits[1].display_name == "Arkham Ruins");
  CHECK(inst->circuits[2].laps == 5);
  // The unlisted file is added under its stem, with a warning.
  CHECK(inst->circuits[3].name == s.unlisted_circuit);
  CHECK(inst->circuits[3].display_name == s.unlisted_circuit);
  CHECK(inst->circuits[3].file == s.root / s.circuit_files[3]);
  CHECK(has_warning(*inst, "Secret"));

  REQUIRE(inst->cars.size() == 4);
  for (size_t i = 0; i < 3; ++i) {
    CAPTURE(i);
    CHECK(inst->cars[i].name == s.listed_cars[i]);
    CHECK(inst->cars[i].file == s.root / s.car_files[i]);
  }
  CHECK(inst->cars[0].display_name == "Mirage GT");  // VOITURES.BIN wins over VOITURE2.BIN
  CHECK(inst->cars[0].list == "VOITURES.BIN");
  CHECK(inst->cars[2].list == "VOITURE2.BIN");
  CHECK(inst->cars[3].name == s.unlisted_car);
  CHECK(inst->cars[3].list.empty());
  CHECK(has_warning(*inst, "Spare"));
  CHECK(inst->warnings.size() == 2);
}

TEST_CASE("Install locator tells the BL3 flavour") {
  TempDir dir;
  const SampleInstall s = write_sample_install(dir, "pod", /*bl3=*/true);
  auto inst = locate_installation(s.root);
  REQUIRE(inst.ok());
  CHECK(inst->flavour == CircuitFlavour::kBL3);
  REQUIRE(inst->circuits.size() == 4);
  CHECK(inst->circuits[0].file.extension() == ".bl3");
  REQUIRE(inst->cars.size() == 4);
  CHECK(inst->cars[1].file == s.root / s.car_files[1]);
}

TEST_CASE("Install locator uses UNPOD_DATA when no folder is given") {
  TempDir dir;
  const SampleInstall s = write_sample_install(dir, "");
  {
    ScopedEnv env("UNPOD_DATA", s.root.string());
    auto inst = locate_installation({});
    REQUIRE(inst.ok());
    CHECK(inst->root == s.root);
    CHECK(inst->circuits.size() == 4);
  }
  {
    ScopedEnv env("UNPOD_DATA", "");
    auto none = locate_installation({});
    REQUIRE_FALSE(none.ok());
    CHECK(none.error().message.find("UNPOD_DATA") != std::string::npos);
  }
}

TEST_CASE("Install locator says what it looked for and where on a folder that is not one") {
  TempDir dir;
  dir.write("readme.txt", std::vector<uint8_t>{'h', 'i'});
  auto r = locate_installation(dir.path());
  REQUIRE_FALSE(r.ok());
  const std::string& m = r.error().message;
  CHECK(m.find("CIRCUITS.BIN") != std::string::npos);
  CHECK(m.find("DATA/BINARY/CIRCUITS/*.BL4|*.BL3") != std::string::npos);
  CHECK(m.find("DATA/BINARY/VOITURES/*.BV4|*.BV3") != std::string::npos);
  CHECK(m.find(fs::absolute(dir.path()).string()) != std::string::npos);
  CHECK(r.error().file == fs::absolute(dir.path()).lexically_normal().string());

  // A relative folder is reported absolute.
  const fs::path old = fs::current_path();
  fs::current_path(dir.path());
  auto rel = locate_installation("nowhere");
  fs::current_path(old);
  REQUIRE_FALSE(rel.ok());
  CHECK(rel.error().message.find((dir.path() / "nowhere").string()) != std::string::npos);

  // Circuits without cars is not an installation either.
  TempDir half;
  half.write("DATA/BINARY/CIRCUITS/a.bl4", std::vector<uint8_t>{1});
  auto h = locate_installation(half.path());
  REQUIRE_FALSE(h.ok());
  CHECK(h.error().message.find("car files not found") != std::string::npos);
}

TEST_CASE("Install locator returns the circuit list's error for a corrupt CIRCUITS.BIN") {
  TempDir dir;
  const SampleInstall s = write_sample_install(dir);
  const std::vector<uint8_t> corrupt = {200, 0, 0, 0, 1, 2, 3};
  dir.write("Pod Gold/Circuits.bin", corrupt);
  auto r = locate_installation(s.root);
  REQUIRE_FALSE(r.ok());
  auto direct = read_circuit_list(corrupt, (s.root / s.circuits_bin).string());
  REQUIRE_FALSE(direct.ok());
  CHECK(r.error().file == direct.error().file);
  CHECK(r.error().section == direct.error().section);
  CHECK(r.error().offset == direct.error().offset);
  CHECK(r.error().message == direct.error().message);
}

TEST_CASE("Install locator keeps a listed circuit or car whose file is missing, with a warning") {
  TempDir dir;
  const SampleInstall s = write_sample_install(dir);
  fs::remove(s.root / s.circuit_files[1]);
  fs::remove(s.root / s.car_files[2]);
  auto inst = locate_installation(s.root);
  REQUIRE(inst.ok());
  REQUIRE(inst->circuits.size() == 4);
  CHECK(inst->circuits[1].name == "Arkham");
  CHECK(inst->circuits[1].file.empty());
  CHECK(has_warning(*inst, "\"Arkham\" listed in CIRCUITS.BIN"));
  REQUIRE(inst->cars.size() == 4);
  CHECK(inst->cars[2].name == "Falcon");
  CHECK(inst->cars[2].file.empty());
  CHECK(has_warning(*inst, "\"Falcon\" listed in VOITURE2.BIN"));
}

TEST_CASE("Install locator lists circuits from their files without CIRCUITS.BIN") {
  TempDir dir;
  const SampleInstall s = write_sample_install(dir);
  fs::remove(s.root / s.circuits_bin);
  auto inst = locate_installation(s.root);
  REQUIRE(inst.ok());
  CHECK(inst->circuits_bin.empty());
  REQUIRE(inst->circuits.size() == 4);
  // Sorted by lower-case name: arkham, beltane, secret, tropical.
  CHECK(inst->circuits[0].name == "ARKHAM");
  CHECK(inst->circuits[3].name == "tropical");
  CHECK(has_warning(*inst, "CIRCUITS.BIN not found"));
}

TEST_CASE("Case-insensitive tree finds any spelling, lists by extension, survives link loops") {
  TempDir dir;
  dir.write("Data/Binary/Circuits/Beltane.BL4", std::vector<uint8_t>{1});
  dir.write("Data/Binary/Circuits/arkham.bl4", std::vector<uint8_t>{1});
  dir.write("Data/Binary/Circuits/notes.txt", std::vector<uint8_t>{1});
  dir.write("Data/Binary/Circuits/Sub/deep.bl4", std::vector<uint8_t>{1});
  dir.write("a/b/c/d/e/f/g/h/i/j/deep.bin", std::vector<uint8_t>{1});
  dir.write("x/CIRCUITS.BIN", std::vector<uint8_t>{1});
  dir.write("circuits.bin", std::vector<uint8_t>{1});
  std::error_code ec;
  fs::create_directory_symlink(dir.path(), dir.path() / "Data" / "loop", ec);
  const bool linked = !ec;

  const CaseInsensitiveTree tree(dir.path());
  auto f = tree.find("DATA\\BINARY\\CIRCUITS\\BELTANE.bl4");
  REQUIRE(f);
  CHECK(*f == dir.path() / "Data/Binary/Circuits/Beltane.BL4");
  CHECK(tree.find("data/binary/circuits/") == dir.path() / "Data/Binary/Circuits");
  CHECK_FALSE(tree.find("data/binary/circuits/beltane.bl3"));
  const auto bl4 = tree.list("DATA/binary/CIRCUITS", ".BL4");
  REQUIRE(bl4.size() == 2);
  CHECK(bl4[0].filename() == "arkham.bl4");
  CHECK(bl4[1].filename() == "Beltane.BL4");
  // Shallowest first.
  const auto bins = tree.find_named("Circuits.Bin");
  REQUIRE(bins.size() >= 2);
  CHECK(bins[0] == dir.path() / "circuits.bin");
  CHECK(bins[1] == dir.path() / "x/CIRCUITS.BIN");
  // Depth is bounded (8 by default): the file 11 levels down is not indexed.
  CHECK_FALSE(tree.find("a/b/c/d/e/f/g/h/i/j/deep.bin"));
  CHECK(tree.find("a/b/c/d/e/f/g"));
  if (linked) {
    // The link is indexed, the loop is not walked again.
    CHECK(tree.find("data/loop"));
    CHECK_FALSE(tree.find("data/loop/data/binary/circuits/beltane.bl4"));
  }
}
