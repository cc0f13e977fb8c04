// unpod-tool add-circuit and remove-circuit on a copy of the demo disc: a circuit compiled into
// it and raced headless, replaced, removed; the other records kept byte for byte and in their
// order; a bad description, a bad folder or a missing name change nothing.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>

#include "support/demo_disc.h"
#include "support/json_reader.h"
#include "support/sample_install.h"
#include "support/temp_dir.h"
#include "tool_runner.h"

using namespace unpod;
using test::parse_json;
using test::run_tool;
namespace fs = std::filesystem;

namespace {

// The oval of docs/TRACK-FORMAT.md under another name; `laps` and `display` vary.
std::string oval_track(const std::string& name, int laps, const std::string& display) {
  std::string text = "name " + name + "\ndisplay \"" + display + "\"\nlaps " +
                     std::to_string(laps) +
                     "\nlanes 3\n"
                     "point 300 0 0 width 14\n"
                     "point 200 150 1 bank -4\n"
                     "point -200 150 1 bank -4\n"
                     "point -300 0 0 width 14\n"
                     "point -200 -150 -1 bank -4\n"
                     "point 200 -150 -1 bank -4\n"
                     "checkpoint 0.5\n";
  for (const char* d : {"easy", "normal", "hard"})
    for (int i = 0; i < 7; ++i)
      text += std::string("competitor ") + d + " \"Driver " + std::to_string(i) + "\" car " +
              (i % 2 ? "ZEPHYR" : "CINDER") + " lane " + std::to_string(1 + i % 3) + "\n";
  return text;
}

fs::path write_track(const test::TempDir& dir, const std::string& file, const std::string& text) {
  const fs::path p = dir.path() / file;
  std::ofstream(p, std::ios::binary) << text;
  return p;
}

// Every file under a folder and its bytes, by relative path.
std::map<std::string, std::vector<uint8_t>> snapshot(const fs::path& root) {
  std::map<std::string, std::vector<uint8_t>> files;
  for (const auto& e : fs::recursive_directory_iterator(root))
    if (e.is_regular_file())
      files[fs::relative(e.path(), root).generic_string()] = test::file_bytes(e.path().string());
  return files;
}

// The circuits `info` lists, in order.
std::vector<std::string> circuit_names(const fs::path& install) {
  const auto r = run_tool({"info", install.string(), "--json"});
  REQUIRE(r.exit_code == 0);
  std::vector<std::string> names;
  const auto doc = parse_json(r.out);
  for (const auto& c : doc["circuits"].items) names.push_back(c["name"].string);
  return names;
}

fs::path disc_copy(const test::TempDir& dir) {
  const fs::path install = dir.path() / "pod";
  fs::copy(test::demo_disc(), install, fs::copy_options::recursive);
  return install;
}

constexpr size_t kRecord = 140;  // a CIRCUITS.BIN record; 4 bytes of count before the first

}  // namespace

TEST_CASE(
    "add-circuit compiles a circuit into a copy of the demo disc, which races it, "
    "replaced and removed, the other records stay as they were",
    "[circuits]") {
  test::TempDir dir;
  const fs::path install = disc_copy(dir);
  const fs::path list = install / "CIRCUITS.BIN";
  const std::vector<uint8_t> original = test::file_bytes(list.string());
  REQUIRE(original.size() == 4 + 2 * kRecord);
  const std::vector<std::string> before = circuit_names(install);
  REQUIRE(before == std::vector<std::string>{"DUSKRING", "QUARRY"});

  // Added: the file beside the others, the record at the end.
  const fs::path desc = write_track(dir, "myoval.track", oval_track("MyOval", 2, "My Oval"));
  const auto add = run_tool({"add-circuit", install.string(), desc.string()});
  INFO(add.out << add.err);
  REQUIRE(add.exit_code == 0);
  CHECK(add.out.find("added circuit MYOVAL \"My Oval\" (2 laps") != std::string::npos);
  CHECK(fs::is_regular_file(install / "DATA/BINARY/CIRCUITS/MYOVAL.BL4"));
  CHECK(circuit_names(install) == std::vector<std::string>{"DUSKRING", "QUARRY", "MYOVAL"});
  const std::vector<uint8_t> added = test::file_bytes(list.string());
  REQUIRE(added.size() == 4 + 3 * kRecord);
  CHECK(added[0] == 3);
  CHECK(std::equal(original.begin() + 4, original.end(), added.begin() + 4));
  const auto info = parse_json(run_tool({"info", install.string(), "--json"}).out);
  CHECK(info["circuits"][2]["laps"].number == 2);
  CHECK(info["circuits"][2]["display_name"].string == "My Oval");
  CHECK(info["warnings"].size() == 0);

  // Raced headless, every car to the line.
  const auto race = run_tool({"race", "--data", install.string(), "--track", "myoval", "--cars",
                              "4", "--frame-ms", "16", "--json"});
  INFO(race.err);
  REQUIRE(race.exit_code == 0);
  const auto results = parse_json(race.out)["results"];
  REQUIRE(results.size() == 4);
  for (const auto& r : results.items) {
    CHECK(r["finished"].boolean);
    CHECK(r["laps"].number == 2);
  }

  // Replaced in its place: 3 laps and a new name on the menu, still third, the others as they
  // were.
  const fs::path again = write_track(dir, "myoval2.track", oval_track("MYOVAL", 3, "My Oval II"));
  const auto replace = run_tool({"add-circuit", install.string(), again.string()});
  INFO(replace.out << replace.err);
  REQUIRE(replace.exit_code == 0);
  CHECK(replace.out.find("replaced circuit MYOVAL \"My Oval II\" (3 laps") != std::string::npos);
  CHECK(circuit_names(install) == std::vector<std::string>{"DUSKRING", "QUARRY", "MYOVAL"});
  const std::vector<uint8_t> replaced = test::file_bytes(list.string());
  REQUIRE(replaced.size() == added.size());
  CHECK(std::equal(original.begin() + 4, original.end(), replaced.begin() + 4));
  CHECK_FALSE(std::equal(added.begin(), added.end(), replaced.begin()));
  CHECK(parse_json(run_tool({"info", install.string(), "--json"}).out)["circuits"][2]["laps"]
            .number == 3);

  // A circuit of the disc replaced keeps its first place.
  const fs::path dusk = write_track(dir, "dusk.track", oval_track("duskring", 1, "Dusk Oval"));
  REQUIRE(run_tool({"add-circuit", install.string(), dusk.string()}).exit_code == 0);
  CHECK(circuit_names(install) == std::vector<std::string>{"DUSKRING", "QUARRY", "MYOVAL"});
  CHECK(
      parse_json(run_tool({"info", install.string(), "--json"}).out)["circuits"][0]["display_name"]
          .string == "Dusk Oval");

  // Removed: its record and its file; the list reads as before it was added.
  const auto remove = run_tool({"remove-circuit", install.string(), "myoval"});
  INFO(remove.out << remove.err);
  REQUIRE(remove.exit_code == 0);
  CHECK(remove.out.find("removed circuit MYOVAL \"My Oval II\"") != std::string::npos);
  CHECK_FALSE(fs::exists(install / "DATA/BINARY/CIRCUITS/MYOVAL.BL4"));
  CHECK(circuit_names(install) == std::vector<std::string>{"DUSKRING", "QUARRY"});
  const std::vector<uint8_t> after = test::file_bytes(list.string());
  REQUIRE(after.size() == original.size());
  CHECK(std::equal(original.begin() + 4 + kRecord, original.end(), after.begin() + 4 + kRecord));
  // No temporary file is left behind.
  for (const auto& [path, bytes] : snapshot(install)) CHECK(path.find(".tmp") == std::string::npos);
}

TEST_CASE("add-circuit and remove-circuit refuse bad input and leave the installation as it was",
          "[circuits]") {
  test::TempDir dir;
  const fs::path install = disc_copy(dir);
  const auto before = snapshot(install);

  SECTION("a description that breaks a rule names its line") {
    const fs::path desc = write_track(dir, "bad.track", oval_track("BAD", 9, "Too Many Laps"));
    const auto r = run_tool({"add-circuit", install.string(), desc.string()});
    CHECK(r.exit_code == 1);
    CHECK(r.err.find("bad.track:3: laps: laps 9 is out of range (1 to 8)") != std::string::npos);
  }
  SECTION("a description that is not there") {
    const auto r =
        run_tool({"add-circuit", install.string(), (dir.path() / "none.track").string()});
    CHECK(r.exit_code == 1);
    CHECK(r.err.find("none.track") != std::string::npos);
  }
  SECTION("a folder that is not an installation") {
    const fs::path desc = write_track(dir, "ok.track", oval_track("OK", 2, "Fine"));
    fs::create_directories(dir.path() / "empty");
    const auto r = run_tool({"add-circuit", (dir.path() / "empty").string(), desc.string()});
    CHECK(r.exit_code == 1);
    CHECK(r.err.find("CIRCUITS.BIN") != std::string::npos);
  }
  SECTION("a name the installation does not list") {
    const auto r = run_tool({"remove-circuit", install.string(), "nowhere"});
    CHECK(r.exit_code == 1);
    CHECK(r.err.find("lists no circuit named 'nowhere' (circuits: DUSKRING, QUARRY)") !=
          std::string::npos);
  }
  SECTION("the last circuit") {
    REQUIRE(run_tool({"remove-circuit", install.string(), "QUARRY"}).exit_code == 0);
    const auto one = snapshot(install);
    const auto r = run_tool({"remove-circuit", install.string(), "duskring"});
    CHECK(r.exit_code == 1);
    CHECK(r.err.find("the installation's only circuit") != std::string::npos);
    CHECK(snapshot(install) == one);
    return;
  }
  SECTION("wrong arguments") {
    CHECK(run_tool({"add-circuit", install.string()}).exit_code == 2);
    CHECK(run_tool({"remove-circuit", install.string(), "QUARRY", "DUSKRING"}).exit_code == 2);
    CHECK(run_tool({"add-circuit", "--force", install.string(), "x.track"}).exit_code == 2);
  }
  CHECK(snapshot(install) == before);
}

TEST_CASE(
    "add-circuit in a mixed-case installation lists a file CIRCUITS.BIN did not name, in "
    "its own file, and refuses the palettised flavour",
    "[circuits]") {
  test::TempDir dir;
  const test::SampleInstall install = test::write_sample_install(dir);
  const fs::path folder = (install.root / install.circuit_files.front()).parent_path();
  size_t files_before = 0;
  for (const auto& e : fs::directory_iterator(folder)) files_before += e.is_regular_file();
  const fs::path desc =
      write_track(dir, "own.track", oval_track(install.unlisted_circuit, 2, "Now Listed"));
  const auto add = run_tool({"add-circuit", install.root.string(), desc.string()});
  INFO(add.out << add.err);
  REQUIRE(add.exit_code == 0);
  CHECK(add.out.find("added circuit") == 0);
  // The same file, compiled anew, not a second one in another case.
  size_t files_after = 0;
  for (const auto& e : fs::directory_iterator(folder)) files_after += e.is_regular_file();
  CHECK(files_after == files_before);
  const auto doc = parse_json(run_tool({"info", install.root.string(), "--json"}).out);
  const auto& circuits = doc["circuits"];
  REQUIRE(circuits.size() == install.listed_circuits.size() + 1);
  for (size_t i = 0; i < install.listed_circuits.size(); ++i)
    CHECK(circuits[i]["name"].string == install.listed_circuits[i]);
  const auto& added = circuits[install.listed_circuits.size()];
  CHECK(added["display_name"].string == "Now Listed");
  CHECK(added["laps"].number == 2);
  for (const auto& w : doc["warnings"].items)
    CHECK(w.string.find("is not listed in CIRCUITS.BIN") == std::string::npos);

  test::TempDir soft;
  const test::SampleInstall bl3 = test::write_sample_install(soft, "Pod", true);
  const auto before = snapshot(bl3.root);
  const auto r = run_tool({"add-circuit", bl3.root.string(), desc.string()});
  CHECK(r.exit_code == 1);
  CHECK(r.err.find(".BL3") != std::string::npos);
  CHECK(snapshot(bl3.root) == before);
}
