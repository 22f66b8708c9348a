import { useRef, useState } from 'react';
import { useHeroMedia } from '../hooks/use-hero-media';
import { useLanguage } from '@/i18n/i18n';

// Rendered here from generated frames (../media/render-hero-video.sh) and served by the app: nothing third-party.
const POSTER = '/media/hero/hero-poster.webp';
const VIDEO_WEBM = '/media/hero/hero.webm';
const VIDEO_MP4 = '/media/hero/hero.mp4';

const fill = 'absolute inset-0 size-full object-cover';

/**
 * The hero's looping background (docs/product-spec.md §1). The poster is in the page the server sends, so it is what
 * paints first on any connection; the video is laid over it once the browser is idle, except for visitors who save
 * data, are on 2G or prefer reduced motion. Decorative, so hidden from assistive technology, but the video has a
 * pause button: moving content that runs longer than 5 seconds must be stoppable (WCAG 2.2.2).
 */
export function HeroBackground() {
  const media = useHeroMedia();
  const videoRef = useRef<HTMLVideoElement>(null);
  // Follows the element's own play/pause events, so autoplay being blocked leaves the button honest.
  const [playing, setPlaying] = useState(false);
  const { t } = useLanguage();
  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };

  return (
    <>
      {/* Behind the hero's content (the hero is its own stacking context), darkened where the text sits. */}
      <div className="absolute inset-0 -z-10">
        <img src={POSTER} alt="" width={960} height={540} fetchPriority="high" className={fill} />
        {media !== 'poster' && (
          <video
            ref={videoRef}
            className={fill}
            poster={POSTER}
            preload={media === 'video' ? 'auto' : 'none'}
            autoPlay
            muted
            loop
            playsInline
            disablePictureInPicture
            aria-hidden="true"
            tabIndex={-1}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
          >
            <source src={VIDEO_WEBM} type="video/webm" />
            <source src={VIDEO_MP4} type="video/mp4" />
          </video>
        )}
        {/* Keeps white text at its contrast on every frame of the moving background. */}
        <div className="absolute inset-0 bg-gradient-to-r from-brand-900/90 via-brand-900/65 to-brand-900/30" />
      </div>
      {/* After the content so it comes last in the tab order; it is positioned, not flowed. */}
      {media !== 'poster' && (
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? t('home.pauseVideo') : t('home.playVideo')}
          className="absolute right-3 bottom-3 z-10 flex size-11 items-center justify-center rounded-full bg-black/30 text-white backdrop-blur hover:bg-black/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className="size-4">
            {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l11-6.5z" />}
          </svg>
        </button>
      )}
    </>
  );
}
