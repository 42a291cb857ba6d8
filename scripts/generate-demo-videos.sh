#!/usr/bin/env bash
# Makes the demo course videos under apps/api/content/media/ (served at /media/): three short
# test patterns with a tone, each as MP4 (H.264 baseline + AAC, faststart), as HLS (index.m3u8
# and 5-second .ts segments), a JPEG preview and WebVTT subtitles in ru, en and es. Small on
# purpose (all of it well under 3 MB) so that the output is committed with the code.
# Usage: scripts/generate-demo-videos.sh [output folder]   (needs ffmpeg with libx264)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/apps/api/content/media}"

fps=15
segment=5
# One keyframe per segment, so that every segment starts cleanly and lasts exactly $segment s.
gop=$((fps * segment))

# name | lavfi video source | tone (Hz) | seconds
videos=(
  "demo-1|testsrc2=size=480x270:rate=$fps|440|30"
  "demo-2|smptebars=size=480x270:rate=$fps|660|25"
  "demo-3|testsrc=size=480x270:rate=$fps|880|20"
)

# The cues of each language: one every 5 seconds, numbered.
cue_text() {
  local language="$1" video="$2" index="$3"
  case "$language" in
    ru) echo "Демо-видео $video, фрагмент $index" ;;
    en) echo "Demo video $video, part $index" ;;
    es) echo "Vídeo de demostración $video, parte $index" ;;
  esac
}

timestamp() {
  printf '00:%02d:%02d.000' $(($1 / 60)) $(($1 % 60))
}

write_subtitles() {
  local folder="$1" number="$2" seconds="$3" language
  for language in ru en es; do
    {
      echo 'WEBVTT'
      echo
      local start=0 index=1
      while ((start < seconds)); do
        local end=$((start + segment < seconds ? start + segment : seconds))
        echo "$(timestamp "$start") --> $(timestamp "$end")"
        cue_text "$language" "$number" "$index"
        echo
        start=$end
        index=$((index + 1))
      done
    } >"$folder/$language.vtt"
  done
}

for entry in "${videos[@]}"; do
  IFS='|' read -r name source tone seconds <<<"$entry"
  folder="$out/$name"
  rm -rf "$folder"
  mkdir -p "$folder"

  # bitexact and one encoder thread: a rerun gives the same bytes (no churn in git).
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$source" \
    -f lavfi -i "sine=frequency=$tone:sample_rate=22050" \
    -t "$seconds" -map 0:v -map 1:a \
    -c:v libx264 -threads:v 1 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow \
    -b:v 48k -maxrate 64k -bufsize 128k -g "$gop" -keyint_min "$gop" -sc_threshold 0 \
    -af 'volume=0.2' -c:a aac -ac 1 -b:a 24k \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    -movflags +faststart \
    "$folder/video.mp4"

  # The same streams cut into segments, not encoded twice.
  ffmpeg -hide_banner -loglevel error -y -i "$folder/video.mp4" -c copy \
    -f hls -hls_time "$segment" -hls_playlist_type vod \
    -hls_segment_filename "$folder/segment-%03d.ts" -fflags +bitexact \
    "$folder/index.m3u8"

  ffmpeg -hide_banner -loglevel error -y -ss 2 -i "$folder/video.mp4" -frames:v 1 -q:v 6 \
    -fflags +bitexact "$folder/preview.jpg"

  write_subtitles "$folder" "${name#demo-}" "$seconds"
done

du -sh "$out"
