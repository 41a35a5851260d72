/**
 * Stands in for `react-remove-scroll` where Mantine's AppShell header, footer and aside import it
 * (vite.config.ts resolves it so in builds): they only read `RemoveScroll.classNames.zeroRight`, the
 * class that keeps a fixed bar clear of the scroll bar while a modal locks scrolling. The real package
 * (its scroll-locking side effect, about 3 KiB gzip) would otherwise come with the shell on every
 * first visit; it now comes with the first modal or drawer (Mantine's ModalBase imports it), whose
 * styles for these class names are the same. remove-scroll-class-names.test.ts checks the names.
 */
export const RemoveScroll = {
  classNames: {
    zeroRight: 'right-scroll-bar-position',
    fullWidth: 'width-before-scroll-bar',
  },
} as const;
