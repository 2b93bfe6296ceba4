// Package docs holds the game's lasting reference as Markdown; its test checks that every link in README.md and docs/ resolves.
package docs
