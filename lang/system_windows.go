package lang

import (
	"os"
	"syscall"
	"unsafe"
)

var preferredUILanguages = syscall.NewLazyDLL("kernel32.dll").NewProc("GetUserPreferredUILanguages")

// System returns the languages the player's system asks for, best first:
// the locale variables when set, else Windows' display languages.
func System() []string {
	if env := FromEnv(os.Getenv); len(env) > 0 {
		return env
	}
	const muiLanguageName = 0x8
	var count, size uint32
	if r, _, _ := preferredUILanguages.Call(muiLanguageName, uintptr(unsafe.Pointer(&count)), 0, uintptr(unsafe.Pointer(&size))); r == 0 || size == 0 {
		return nil
	}
	buf := make([]uint16, size)
	if r, _, _ := preferredUILanguages.Call(muiLanguageName, uintptr(unsafe.Pointer(&count)), uintptr(unsafe.Pointer(&buf[0])), uintptr(unsafe.Pointer(&size))); r == 0 {
		return nil
	}
	return splitMultiSZ(buf)
}
