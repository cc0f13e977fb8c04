#include "screens/folder_list.h"

#include <algorithm>
#include <cctype>

namespace unpod::game::screens {
namespace {

std::string folded(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

bool holds_pod(const std::filesystem::path& folder) {
  std::error_code ec;
  std::filesystem::directory_iterator it(folder, ec), end;
  for (int seen = 0; !ec && it != end && seen < 10000; it.increment(ec), ++seen)
    if (folded(it->path().filename().string()) == "circuits.bin") return true;
  return false;
}

FolderListing list_folders(const std::filesystem::path& folder) {
  FolderListing out;
  std::error_code ec;
  std::filesystem::directory_iterator it(folder, ec), end;
  if (ec) {
    out.error = ec.message();
    return out;
  }
  for (; it != end; it.increment(ec)) {
    if (ec) {
      out.error = ec.message();
      break;
    }
    std::error_code type_ec;
    if (!it->is_directory(type_ec)) continue;
    std::string name = it->path().filename().string();
    if (name.empty() || name.front() == '.') continue;
    if (out.folders.size() == kMostFolders) {
      out.cut = true;
      break;
    }
    out.folders.push_back({std::move(name), false});
  }
  std::sort(out.folders.begin(), out.folders.end(), [](const FolderEntry& a, const FolderEntry& b) {
    const std::string fa = folded(a.name), fb = folded(b.name);
    return fa != fb ? fa < fb : a.name < b.name;
  });
  // The mark costs a folder read each: the first few hundred, where a player looks.
  for (size_t i = 0; i < out.folders.size() && i < 300; ++i)
    out.folders[i].pod = holds_pod(folder / out.folders[i].name);
  return out;
}

}  // namespace unpod::game::screens
