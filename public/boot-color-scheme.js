/*
 * Runs before the app's code (a classic script in index.html's head, so the CSP's script-src 'self'
 * allows it): the start-up screen takes the person's stored colour scheme (the account panel's choice,
 * src/shared/storage/storage-keys.ts `colorScheme`) or, with none or "auto", the system's, exactly as
 * Mantine resolves it later. Without it, a dark-mode computer flashed white until React rendered.
 * Storage blocked or corrupt: index.html's CSS still follows prefers-color-scheme.
 */
(function () {
  try {
    var stored = window.localStorage.getItem('oa_color_scheme');
    var scheme =
      stored === 'light' || stored === 'dark'
        ? stored
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    // nothing to do: the CSS's prefers-color-scheme rule decides
  }
})();
