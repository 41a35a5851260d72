import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import classes from './dashboard-sign-in.module.css';

const SIGN_IN_VIDEO_SRC = '/dashboard-sign-in/background.webm';
const SIGN_IN_POSTER_SRC = '/dashboard-sign-in/poster.svg';

/** The looping, muted background video; it stays on its poster for users who prefer reduced motion. */
export function SignInBackgroundVideo() {
  const reducedMotion = useReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (reducedMotion) video.pause();
    // Autoplay refused: the poster stays. (Older engines return no promise.)
    else void video.play()?.catch(() => undefined);
  }, [reducedMotion]);

  return (
    <video
      ref={videoRef}
      className={classes.video}
      autoPlay={!reducedMotion}
      loop
      muted
      playsInline
      preload="auto"
      poster={SIGN_IN_POSTER_SRC}
      aria-hidden="true"
      data-testid="sign-in-background-video"
    >
      <source src={SIGN_IN_VIDEO_SRC} type="video/webm" />
    </video>
  );
}
