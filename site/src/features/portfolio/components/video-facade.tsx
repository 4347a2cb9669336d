import { useState } from 'react';

import type { PortfolioVideo } from '@agency/contract';
import { external } from '@agency/contract/external';

import { ResponsiveImage, threeColumnSizes } from '../../../components/ui/responsive-image';
import { color, radius } from '../../../config/theme';

const posters = [
  ['#4c1d95', '#7c3aed'],
  ['#1e1b4b', '#4338ca'],
  ['#7c2d12', '#c2410c'],
] as const;

/**
 * The video's poster frame (an upload; a card drawn in CSS without one) with a play button; the player (and any request to the video
 * host) is created only when the visitor presses play. About 3 KB instead of ~540 KB.
 */
export function VideoFacade({ video, portrait, index }: { video: PortfolioVideo; portrait: boolean; index: number }) {
  const [playing, setPlaying] = useState(false);
  const [from, to] = posters[index % posters.length]!;
  const frame = {
    position: 'relative',
    width: '100%',
    aspectRatio: portrait ? '9 / 16' : '16 / 9',
    borderRadius: radius.md,
    overflow: 'hidden',
    background: color.dark,
  } as const;

  if (playing) {
    return (
      <div css={frame}>
        <iframe
          src={`${external.videoEmbedBase}${encodeURIComponent(video.embedId)}?autoplay=1&rel=0`}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          css={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </div>
    );
  }
  const poster = video.poster;
  return (
    <div css={frame}>
      {poster && (
        <ResponsiveImage
          image={poster}
          width={portrait ? 900 : 1280}
          height={portrait ? 1600 : 720}
          sizes={portrait ? '260px' : threeColumnSizes}
          css={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <button
        type="button"
        onClick={() => setPlaying(true)}
        css={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 20,
          border: 0,
          cursor: 'pointer',
          color: '#fff',
          textAlign: 'left',
          // Over a poster, a shade that keeps the white text readable; without one, the drawn card.
          background: poster
            ? 'linear-gradient(180deg, rgba(0,0,0,0.45) 0%, transparent 30%, transparent 55%, rgba(0,0,0,0.7) 100%)'
            : `radial-gradient(circle at 80% 85%, rgba(255,255,255,0.14), transparent 40%), linear-gradient(140deg, ${from}, ${to})`,
          '&:hover > span:last-of-type, &:focus-visible > span:last-of-type': { transform: 'translate(-50%, -50%) scale(1.08)' },
        }}
      >
        <span aria-hidden="true" css={{ fontSize: 13, fontWeight: 700, letterSpacing: '0.1em', textTransform: 'uppercase' }}>
          {portrait ? 'Short-form' : 'Widescreen'}
        </span>
        <span css={{ fontSize: 20, fontWeight: 800, lineHeight: 1.25 }}>
          <span className="visually-hidden">Play video: </span>
          {video.title}
        </span>
        <span
          aria-hidden="true"
          css={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 68,
            height: 68,
            borderRadius: '50%',
            background: 'rgba(255,255,255,0.95)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            transition: 'transform 0.2s',
            boxShadow: '0 10px 30px rgba(0,0,0,0.35)',
          }}
        >
          <svg width="28" height="28" viewBox="0 0 24 24" fill={from}>
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </button>
    </div>
  );
}
