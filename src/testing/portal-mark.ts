/**
 * The portal's mark of one metric among many (theme.ts's `--portal-mark`) as the browser computes it:
 * yellow.5 for 3 px, then the scheme's light yellow tint (12 % in light, 7 % in dark).
 */
export const PORTAL_MARK =
  /^linear-gradient\(to right, rgb\(252, 196, 25\) 3px, rgba\(250, 176, 5, 0\.(12|07)\) 3px\)$/;
