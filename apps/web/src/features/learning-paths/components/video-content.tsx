import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentItemView } from '@academia/shared';
import { useLayoutEffect, useRef, type RefObject, type SyntheticEvent } from 'react';
import type { PositionReader } from '../hooks/use-progress-reporter';
import { ExternalLinkButton } from '../../../components/external-link-button';

/** A jump forward of more than this (seconds) past the furthest point watched is a skip, not playback. */
const SKIP_TOLERANCE_S = 3;

type VideoSource = NonNullable<ContentItemView['video']>;

interface VideoContentProps {
  title: string;
  video: VideoSource;
  /** Seconds to resume at, and the furthest second the server has counted as watched. */
  startAt: number;
  watched: number;
  positionRef: RefObject<PositionReader | null>;
  /** Report at once (paused or ended), so reaching 90 % shows without waiting for the next heartbeat. */
  onPause: () => void;
}

function UploadedVideo({ video, startAt, watched, positionRef, onPause }: Omit<VideoContentProps, 'title'>) {
  // Kept outside React state: updated several times a second, read only by the progress reports.
  const playback = useRef({ ready: false, current: startAt, furthest: Math.max(watched, startAt), duration: 0 });

  // A layout effect: in place as the player appears, so a pause right away (before passive effects run, which a busy
  // phone may delay) still reports where the learner is.
  useLayoutEffect(() => {
    positionRef.current = () => {
      const { ready, current, furthest, duration } = playback.current;
      if (!ready) return undefined;
      // Resume where the learner is, but never claim a point beyond what was actually played.
      return { position: Math.min(current, furthest), ...(duration > 0 ? { duration } : {}) };
    };
  }, [positionRef]);

  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const element = event.currentTarget;
    const duration = Number.isFinite(element.duration) ? element.duration : 0;
    if (startAt > 0 && (duration === 0 || startAt < duration - 1)) element.currentTime = startAt;
    playback.current = { ...playback.current, ready: true, duration, current: element.currentTime };
  };

  // Some files (e.g. WebM recorded in a browser) only learn their length while playing: keep it up to date.
  const onDurationChange = (event: SyntheticEvent<HTMLVideoElement>) => {
    const { duration } = event.currentTarget;
    if (Number.isFinite(duration) && duration > 0) playback.current.duration = duration;
  };

  const onTimeUpdate = (event: SyntheticEvent<HTMLVideoElement>) => {
    const now = event.currentTarget.currentTime;
    const state = playback.current;
    state.current = now;
    if (now <= state.furthest + SKIP_TOLERANCE_S) state.furthest = Math.max(state.furthest, now);
  };

  return (
    <Box sx={{ bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden', lineHeight: 0 }}>
      {/* Captions are optional per video (the author uploads a WebVTT file); the rule cannot see the conditional track. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        controls
        preload="metadata"
        src={video.src}
        onLoadedMetadata={onLoadedMetadata}
        onDurationChange={onDurationChange}
        onTimeUpdate={onTimeUpdate}
        onPause={onPause}
        onEnded={onPause}
        style={{ display: 'block', width: '100%', maxHeight: '70vh' }}
      >
        {video.captionsSrc && <track kind="captions" src={video.captionsSrc} srcLang="es" label="Español" default />}
      </video>
    </Box>
  );
}

/** An uploaded video (native player, resumed and tracked) or an external one (embedded, or a link). */
export function VideoContent(props: VideoContentProps) {
  const { title, video } = props;
  if (!video.external) return <UploadedVideo {...props} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      {video.embedUrl ? (
        <Box
          component="iframe"
          title={`Video: ${title}`}
          src={video.embedUrl}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 1, bgcolor: 'common.black' }}
        />
      ) : (
        <Typography>Este video está alojado en otro sitio.</Typography>
      )}
      <ExternalLinkButton href={video.src} variant={video.embedUrl ? 'text' : 'contained'}>
        Ver el video en otra pestaña
      </ExternalLinkButton>
    </Box>
  );
}
