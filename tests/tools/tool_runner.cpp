#include "tool_runner.h"

#if defined(_WIN32)
#define WIN32_LEAN_AND_MEAN
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#else
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
extern char** environ;
#endif

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "support/temp_dir.h"

namespace unpod::test {
namespace {
std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

#if defined(_WIN32)
// One argument quoted for CommandLineToArgvW (and the C runtime's own parser): backslashes
// are literal unless they come before a quote.
std::wstring quoted(const std::wstring& arg) {
  std::wstring out = L"\"";
  size_t backslashes = 0;
  for (const wchar_t c : arg) {
    if (c == L'\\') {
      ++backslashes;
      continue;
    }
    out.append(c == L'"' ? backslashes * 2 + 1 : backslashes, L'\\');
    backslashes = 0;
    out += c;
  }
  out.append(backslashes * 2, L'\\');
  return out + L"\"";
}

// The tests' arguments are UTF-8; Windows takes UTF-16.
std::wstring wide(const std::string& utf8) {
  const int n = MultiByteToWideChar(CP_UTF8, 0, utf8.data(), int(utf8.size()), nullptr, 0);
  std::wstring out(size_t(n), L'\0');
  MultiByteToWideChar(CP_UTF8, 0, utf8.data(), int(utf8.size()), out.data(), n);
  return out;
}

HANDLE inheritable(const std::filesystem::path& p, bool write) {
  SECURITY_ATTRIBUTES sa{sizeof sa, nullptr, TRUE};
  return CreateFileW(p.c_str(), write ? GENERIC_WRITE : GENERIC_READ, FILE_SHARE_READ, &sa,
                     write ? CREATE_ALWAYS : OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
}

// Runs the tool with its standard streams on the three files; its exit code, -1 if it failed.
int spawn_tool(const std::vector<std::string>& args, const std::filesystem::path& in_path,
               const std::filesystem::path& out_path, const std::filesystem::path& err_path) {
  const std::wstring tool = wide(UNPOD_TOOL_PATH);
  std::wstring line = quoted(tool);
  for (const std::string& a : args) line += L" " + quoted(wide(a));
  STARTUPINFOW si{};
  si.cb = sizeof si;
  si.dwFlags = STARTF_USESTDHANDLES;
  si.hStdInput = inheritable(in_path, false);
  si.hStdOutput = inheritable(out_path, true);
  si.hStdError = inheritable(err_path, true);
  PROCESS_INFORMATION pi{};
  const BOOL started = CreateProcessW(tool.c_str(), line.data(), nullptr, nullptr, TRUE, 0, nullptr,
                                      nullptr, &si, &pi);
  for (HANDLE h : {si.hStdInput, si.hStdOutput, si.hStdError}) CloseHandle(h);
  if (!started) throw std::runtime_error(std::string("cannot start ") + UNPOD_TOOL_PATH);
  WaitForSingleObject(pi.hProcess, INFINITE);
  DWORD code = 0;
  GetExitCodeProcess(pi.hProcess, &code);
  CloseHandle(pi.hThread);
  CloseHandle(pi.hProcess);
  return int(code);
}
#else
int spawn_tool(const std::vector<std::string>& args, const std::filesystem::path& in_path,
               const std::filesystem::path& out_path, const std::filesystem::path& err_path) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, in_path.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  posix_spawn_file_actions_addopen(&actions, 2, err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  std::vector<std::string> argv_s = {UNPOD_TOOL_PATH};
  argv_s.insert(argv_s.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& a : argv_s) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  const int rc = posix_spawn(&pid, UNPOD_TOOL_PATH, &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) throw std::runtime_error(std::string("cannot start ") + UNPOD_TOOL_PATH);
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}
#endif
}  // namespace

ToolRun run_tool(const std::vector<std::string>& args) {
  return run_tool(args, std::string());
}

ToolRun run_tool(const std::vector<std::string>& args, const std::string& input) {
  TempDir dir;
  const auto out_path = dir.path() / "stdout", err_path = dir.path() / "stderr";
  const auto in_path = dir.path() / "stdin";
  std::ofstream(in_path, std::ios::binary) << input;
  ToolRun r;
  r.exit_code = spawn_tool(args, in_path, out_path, err_path);
  r.out = slurp(out_path);
  r.err = slurp(err_path);
  return r;
}

std::vector<uint8_t> file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), {});
}

}  // namespace unpod::test
