//go:build linux && !android

package platform

import (
	"runtime/debug"

	"github.com/ebitengine/purego"
)

// TuneMemory keeps the process small over many games. The Go heap is
// mostly the computer's tables and the drawing's vertex buffers, which
// hold no pointers, so a collection costs little and may come sooner than
// Go's default (heap twice what is live). glibc serves a large block from
// its heaps once one was freed (it raises the mmap threshold it starts
// with), and a heap can give back only its top: the textures a software
// renderer (Mesa's llvmpipe) mallocs for images made and let go leave the
// heap holey and the process grows game after game. With the threshold
// fixed at 1 MiB each texture has pages of its own, given back when it is
// freed. Without glibc (another libc) nothing is changed.
//
// It returns what gives back to the system the memory glibc's heaps hold
// free (malloc_trim), for the manager to call once a switch of scenes is
// over: the renderer's compilers of drawing code leave much of it behind.
func TuneMemory() (trim func()) {
	debug.SetGCPercent(gcPercent)
	libc, err := purego.Dlopen("libc.so.6", purego.RTLD_NOW|purego.RTLD_GLOBAL)
	if err != nil {
		return nil
	}
	mallopt, err := purego.Dlsym(libc, "mallopt")
	if err != nil {
		return nil
	}
	const mMmapThreshold = -3 // M_MMAP_THRESHOLD in glibc's malloc.h
	purego.SyscallN(mallopt, uintptr(mMmapThreshold&0xffffffff), 1<<20)
	mallocTrim, err := purego.Dlsym(libc, "malloc_trim")
	if err != nil {
		return nil
	}
	return func() { purego.SyscallN(mallocTrim, 0) }
}

// gcPercent is the heap's growth over what is live before a collection.
const gcPercent = 25
