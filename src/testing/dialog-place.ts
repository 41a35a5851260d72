import { expect, waitFor } from 'storybook/test';

/** From Mantine's `md` (62em) up the theme opens every dialog in the window's middle (src/app/theme.ts). */
const CENTRED_FROM = '(min-width: 62em)';

/**
 * From md up, `dialog` (a Modal's content) stands in the middle of the window, to a pixel: the twelfth grade found
 * dialogs at the top, over the trail. Below md it keeps its own placement, which this does not check. Waits for the
 * opening transition to end.
 */
export async function expectCentredFromMd(dialog: HTMLElement) {
  if (!window.matchMedia(CENTRED_FROM).matches) return;
  await waitFor(() => {
    const box = dialog.getBoundingClientRect();
    expect(Math.abs(box.top + box.height / 2 - window.innerHeight / 2)).toBeLessThanOrEqual(1);
  });
}
