package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"debug/elf"
	"debug/macho"
	"debug/pe"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/tc-hib/winres"

	"github.com/ninemen/morris/internal/icons"
)

// verify reads back each download as a player's system would and checks
// what the packing promised: a Windows GUI program for the right CPU with
// its icon and version; a Mac bundle whose program is executable and
// holds both CPUs, with its Info.plist and icons; a Linux program,
// executable, for the right CPU, with its desktop entry and icons.
func verify(dir string, files []string) error {
	for _, f := range files {
		p := filepath.Join(dir, f)
		var err error
		switch {
		case strings.HasSuffix(f, ".exe"):
			err = verifyWindows(p, strings.Contains(f, "arm64"))
		case strings.HasSuffix(f, "-macos.zip"):
			err = verifyMac(p)
		case strings.HasSuffix(f, ".tar.gz"):
			err = verifyLinux(p, strings.Contains(f, "arm64"))
		}
		if err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
	}
	return nil
}

func verifyWindows(name string, arm bool) error {
	f, err := pe.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	machine := uint16(pe.IMAGE_FILE_MACHINE_AMD64)
	if arm {
		machine = pe.IMAGE_FILE_MACHINE_ARM64
	}
	if f.Machine != machine {
		return fmt.Errorf("machine %#x, want %#x", f.Machine, machine)
	}
	if oh, ok := f.OptionalHeader.(*pe.OptionalHeader64); !ok || oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		return errors.New("not a GUI program: a console window would open beside the game")
	}
	r, err := os.Open(name)
	if err != nil {
		return err
	}
	defer r.Close()
	rs, err := winres.LoadFromEXE(r)
	if err != nil {
		return err
	}
	icon, err := rs.GetIcon(winres.ID(1))
	if err != nil || icon == nil {
		return fmt.Errorf("no icon: %v", err)
	}
	for _, t := range []winres.ID{winres.RT_VERSION, winres.RT_MANIFEST} {
		if rs.Get(t, winres.ID(1), winres.LCIDDefault) == nil && rs.Get(t, winres.ID(1), winres.LCIDNeutral) == nil {
			return fmt.Errorf("no resource of type %d", t)
		}
	}
	return nil
}

func verifyMac(name string) error {
	zr, err := zip.OpenReader(name)
	if err != nil {
		return err
	}
	defer zr.Close()
	read := func(n string) ([]byte, fs.FileMode, error) {
		for _, f := range zr.File {
			if f.Name == n {
				rc, err := f.Open()
				if err != nil {
					return nil, 0, err
				}
				defer rc.Close()
				b, err := io.ReadAll(rc)
				return b, f.Mode(), err
			}
		}
		return nil, 0, fmt.Errorf("no %s", n)
	}
	prog, mode, err := read("Morris.app/Contents/MacOS/morris")
	if err != nil {
		return err
	}
	if mode != 0o755 {
		return fmt.Errorf("the program's mode is %v", mode)
	}
	ff, err := macho.NewFatFile(bytes.NewReader(prog))
	if err != nil {
		return err
	}
	if len(ff.Arches) != 2 || ff.Arches[0].Cpu != macho.CpuAmd64 || ff.Arches[1].Cpu != macho.CpuArm64 {
		return errors.New("the program is not for both Intel and Apple silicon")
	}
	if _, _, err := read("Morris.app/Contents/Info.plist"); err != nil {
		return err
	}
	icns, _, err := read("Morris.app/Contents/Resources/morris.icns")
	if err != nil {
		return err
	}
	_, err = icons.ReadICNS(icns)
	return err
}

func verifyLinux(name string, arm bool) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return err
	}
	tr := tar.NewReader(gz)
	var prog, desktop, icon bool
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		switch {
		case strings.HasSuffix(h.Name, "/morris"):
			if h.Mode != 0o755 {
				return fmt.Errorf("the program's mode is %o", h.Mode)
			}
			b, err := io.ReadAll(tr)
			if err != nil {
				return err
			}
			ef, err := elf.NewFile(bytes.NewReader(b))
			if err != nil {
				return err
			}
			machine := elf.EM_X86_64
			if arm {
				machine = elf.EM_AARCH64
			}
			if ef.Machine != machine {
				return fmt.Errorf("machine %v, want %v", ef.Machine, machine)
			}
			prog = true
		case strings.HasSuffix(h.Name, "/share/applications/morris.desktop"):
			desktop = true
		case strings.HasSuffix(h.Name, "/share/icons/hicolor/256x256/apps/morris.png"):
			icon = true
		}
	}
	if !prog || !desktop || !icon {
		return fmt.Errorf("program %v, desktop entry %v, icon %v", prog, desktop, icon)
	}
	return nil
}
