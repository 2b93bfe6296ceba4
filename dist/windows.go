package main

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/tc-hib/winres"
	winversion "github.com/tc-hib/winres/version"

	"github.com/ninemen/morris/lang"
)

// windowsIconSizes are the pictures of the .exe's icon: the sizes
// Explorer, the task bar and the Start menu show at 100% to 200%.
var windowsIconSizes = []int{16, 24, 32, 48, 64, 128, 256}

// windows builds the two Windows programs, each a bare .exe to download
// and run: built as a GUI program (-H windowsgui), so that no console
// window opens beside the game, then given its resources.
func (r *release) windows() ([]string, error) {
	rs, err := r.windowsResources()
	if err != nil {
		return nil, err
	}
	var names []string
	for _, arch := range []string{"amd64", "arm64"} {
		bin, err := r.build("windows", arch, "-H", "windowsgui")
		if err != nil {
			return nil, err
		}
		name := r.name("windows-" + arch + ".exe")
		if err := addResources(rs, bin, filepath.Join(r.out, name)); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		names = append(names, name)
	}
	return names, nil
}

// windowsResources are what Explorer shows of the program: its icon, its
// version information (the Details tab of its properties) and a manifest
// saying it draws for each monitor's DPI itself, as Ebitengine does.
func (r *release) windowsResources() (*winres.ResourceSet, error) {
	var imgs []image.Image
	for _, s := range windowsIconSizes {
		img, err := png.Decode(bytes.NewReader(r.icons[s]))
		if err != nil {
			return nil, err
		}
		imgs = append(imgs, img)
	}
	icon, err := winres.NewIconFromImages(imgs)
	if err != nil {
		return nil, err
	}
	rs := &winres.ResourceSet{}
	// Explorer shows the first icon group; one is all the program has.
	if err := rs.SetIcon(winres.ID(1), icon); err != nil {
		return nil, err
	}
	en := lang.New(lang.English)
	vi := winversion.Info{FileVersion: numericVersion(r.version), ProductVersion: numericVersion(r.version)}
	for k, v := range map[string]string{
		winversion.ProductName:      en.T("app.name"),
		winversion.FileDescription:  en.T("app.name"),
		winversion.ProductVersion:   r.version,
		winversion.FileVersion:      r.version,
		winversion.OriginalFilename: "morris.exe",
		winversion.InternalName:     "morris",
	} {
		if err := vi.Set(winversion.LangDefault, k, v); err != nil {
			return nil, err
		}
	}
	rs.SetVersionInfo(vi)
	rs.SetManifest(winres.AppManifest{
		Description:   en.T("app.name"),
		DPIAwareness:  winres.DPIPerMonitorV2,
		Compatibility: winres.Win10AndAbove,
	})
	return rs, nil
}

// addResources writes the program bin with the resources rs as out. The
// resources go in after linking, into a section of their own, rather
// than as a .syso file beside main.go, which the go command links only
// from the package's own folder: the work tree stays clean.
func addResources(rs *winres.ResourceSet, bin, out string) error {
	src, err := os.Open(bin)
	if err != nil {
		return err
	}
	defer src.Close()
	var b bytes.Buffer
	if err := rs.WriteToEXE(&b, src, winres.ForceCheckSum()); err != nil {
		return err
	}
	return os.WriteFile(out, b.Bytes(), 0o755)
}
