// The C API of libyaml, the YAML 1.1 parser the YAML target builds on.
//
// libyaml is a system library. Install its development package before building:
//   Debian, Ubuntu:    apt-get install libyaml-dev
//   Fedora:            dnf install libyaml-devel
//   macOS (Homebrew):  brew install libyaml

#if __has_include(<yaml.h>)
#include <yaml.h>
#else
#error "libyaml is not installed: run 'apt-get install libyaml-dev' (Debian, Ubuntu), 'dnf install libyaml-devel' (Fedora) or 'brew install libyaml' (macOS)"
#endif
