#!/usr/bin/env bash
# make.sh GAME GENRE COUNT PARAMS... writes testdata/GENRE/tatham.tsv: COUNT
# puzzles of each PARAMS made by Simon Tatham's own generator, headless
# (Debian's sgt-puzzles: /usr/games/sgt-GAME), one a line:
#
#   name<TAB>game ID (short form, as the game shows it)<TAB>long PARAMS<TAB>SOLVE
#
# where SOLVE is the save file's SOLVE move: Tatham's solution, which the
# genre's tests decode and compare with puzzlesat's. The seeds are fixed,
# so a run makes the same file again with the same package version, which
# the file's header records.
#
# Example: testdata/tatham/make.sh lightup akari 2 7x7d0 7x7d1 10x10d2
set -euo pipefail
game=$1 genre=$2 count=$3
shift 3
bin=/usr/games/sgt-$game
here=$(cd "$(dirname "$0")/.." && pwd)
out=$here/$genre/tatham.tsv
mkdir -p "$here/$genre"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
version=$(dpkg-query -W -f '${Version}' sgt-puzzles 2>/dev/null || echo unknown)
{
  echo "# made by testdata/tatham/make.sh $game $genre $count $* with sgt-puzzles $version"
  for params in "$@"; do
    for k in $(seq 1 "$count"); do
      seed="$params#puzzlesat$k"
      rm -f "$tmp"/p*
      "$bin" --generate 1 "$seed" --save "$tmp/p" --with-solutions >/dev/null 2>&1
      f=$(ls "$tmp"/p* | head -1)
      field() { grep -a "^$1 *:" "$f" | head -1 | sed -E 's/^[A-Z]+ *:[0-9]+://'; }
      long=$(field PARAMS)
      desc=$(field DESC)
      solve=$(field SOLVE)
      # The short parameters: the long ones as the game's own
      # encode_params(full=false) writes them are the size and the
      # rule options; the genre's reader passes over generation-only
      # fields, so the ID keeps the long form's size and options.
      printf '%s_%s_%d\t%s:%s\t%s\t%s\n' "$genre" "$params" "$k" "$long" "$desc" "$long" "$solve"
    done
  done
} > "$out"
echo "wrote $out ($(grep -vc '^#' "$out") puzzles)"
