package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ninemen/morris/lang"
)

// linuxIconSizes are the sizes put in the hicolor icon theme, which
// desktops pick from for menus, docks and task switchers.
var linuxIconSizes = []int{16, 24, 32, 48, 64, 128, 256, 512}

// linux builds the Linux programs, each packed in a tarball with a
// desktop entry and the icon in the layout of ~/.local (share/...), so
// that installing for one user is two copies (README.txt).
func (r *release) linux() ([]string, error) {
	var names []string
	for _, arch := range []string{"amd64", "arm64"} {
		bin, err := r.build("linux", arch)
		if err != nil {
			return nil, err
		}
		b, err := os.ReadFile(bin)
		if err != nil {
			return nil, err
		}
		dir := r.name("linux-" + arch)
		entries := []entry{
			{dir + "/morris", 0o755, b},
			{dir + "/README.txt", 0o644, []byte(linuxReadme)},
			{dir + "/share/applications/morris.desktop", 0o644, desktopEntry()},
		}
		for _, s := range linuxIconSizes {
			entries = append(entries, entry{fmt.Sprintf("%s/share/icons/hicolor/%dx%d/apps/morris.png", dir, s, s), 0o644, r.icons[s]})
		}
		name := dir + ".tar.gz"
		if err := writeTarGz(filepath.Join(r.out, name), r.date, entries); err != nil {
			return nil, err
		}
		names = append(names, name)
	}
	return names, nil
}

// linuxReadme is the tarball's note on running and installing the game.
const linuxReadme = `Nine Men's Morris

Run the game from this folder:

    ./morris

It needs a desktop's X11, OpenGL and ALSA libraries, which every desktop
has (on a bare Debian or Ubuntu: sudo apt-get install libgl1 libx11-6
libxrandr2 libxcursor1 libxinerama1 libxi6 libasound2).

To put it in your desktop's menu, for you alone:

    mkdir -p ~/.local/bin && cp morris ~/.local/bin/
    cp -r share ~/.local/

(~/.local/bin must be on your PATH, as it is on most desktops.) For
everyone on the machine, copy them to /usr/local/bin and /usr/local
instead, as root. morris -version says which version you have.
`

// desktopEntry is the game's entry for desktops' menus, named in every
// language of the game.
func desktopEntry() []byte {
	var b strings.Builder
	b.WriteString("[Desktop Entry]\nType=Application\n")
	for _, key := range []struct{ key, id string }{{"Name", "app.name"}, {"Comment", "page.sub"}} {
		en := lang.New(lang.English).T(key.id)
		fmt.Fprintf(&b, "%s=%s\n", key.key, en)
		for _, l := range lang.All() {
			if t := lang.New(l.Code).T(key.id); l.Code != lang.English && t != en {
				fmt.Fprintf(&b, "%s[%s]=%s\n", key.key, desktopLocale(l.Code), t)
			}
		}
	}
	b.WriteString("Exec=morris\nIcon=morris\nTerminal=false\nCategories=Game;BoardGame;\n")
	return []byte(b.String())
}

// desktopLocale is a language's code as desktop entries write it
// (POSIX locale names: pt_BR, and zh_CN for simplified Chinese).
func desktopLocale(code string) string {
	if code == "zh-Hans" {
		return "zh_CN"
	}
	return strings.ReplaceAll(code, "-", "_")
}
