#!/usr/bin/env bash
# Renders the home hero's background video and poster into apps/web/public/media/hero/ (nothing is downloaded:
# stack notes, "Fonts and documents"). Needs Debian's ffmpeg. Every motion term has a period that divides 8 s,
# so the last frame leads back into the first and the loop has no seam.
set -euo pipefail
OUT="$(cd "$(dirname "$0")/../../../../public/media/hero" && pwd)"
P='2*PI*T/8'
blob() { echo "exp(-(pow(X-W*($1),2)+pow(Y-H*($2),2))/(2*pow(W*$3,2)))"; }
FIELD="0.7*$(blob "0.28+0.12*sin($P)" "0.45+0.18*cos($P)" 0.22)"
FIELD+="+0.55*$(blob "0.72+0.10*cos($P)" "0.55+0.20*sin(2*$P)" 0.18)"
FIELD+="+0.45*$(blob "0.50+0.22*sin($P+1.5)" "0.20+0.12*cos($P+0.7)" 0.14)"
FIELD+="+0.4*$(blob "0.15+0.08*cos(2*$P)" "0.85+0.08*sin($P)" 0.12)"
# Small "bokeh" lights drifting upwards; mod() wraps each one back to the bottom once per loop.
for light in "0.12 0.0 0.030" "0.33 0.37 0.022" "0.55 0.71 0.035" "0.78 0.19 0.026" "0.90 0.55 0.020" "0.44 0.88 0.028" "0.66 0.45 0.018"; do
  set -- $light
  FIELD+="+0.35*$(blob "$1+0.03*sin($P+$2*6)" "1.15-1.3*mod(T/8+$2,1)" "$3")"
done
# The field is rendered small (it is all soft shapes), scaled up, then mapped from dark to bright brand teal.
SOURCE="color=c=black:s=480x270:r=24:d=8,format=gray,geq=lum='255*clip($FIELD,0,1)'"
COLOUR="scale=960:540:flags=bicubic,format=rgb24,lutrgb=r='10+val*(36-10)/255':g='46+val*(196-46)/255':b='46+val*(180-46)/255',gblur=sigma=3,format=yuv420p"
ffmpeg -y -hide_banner -loglevel error -f lavfi -i "$SOURCE" -vf "$COLOUR" \
  -c:v libx264 -preset veryslow -crf 27 -profile:v high -pix_fmt yuv420p -movflags +faststart -an "$OUT/hero.mp4"
ffmpeg -y -hide_banner -loglevel error -i "$OUT/hero.mp4" -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 2 -an "$OUT/hero.webm"
ffmpeg -y -hide_banner -loglevel error -i "$OUT/hero.mp4" -frames:v 1 -c:v libwebp -quality 70 "$OUT/hero-poster.webp"
ls -l "$OUT"
