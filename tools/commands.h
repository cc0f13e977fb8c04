// The commands of unpod-tool, one file each (cmd_<name>.cpp).
#pragma once

#include "cli.h"

namespace unpod::tool {

int run_info(const Args& args);
int run_decrypt(const Args& args);
int run_encrypt(const Args& args);
int run_dump(const Args& args);
int run_export(const Args& args);

extern const char* const kInfoUsage;
extern const char* const kDecryptUsage;
extern const char* const kEncryptUsage;
extern const char* const kDumpUsage;
extern const char* const kExportUsage;

}  // namespace unpod::tool
