/*
 * The mock backend's service worker in the dev server and the demo build: MSW's own worker
 * (mockServiceWorker.js, written by `msw init`, never edited), except that it stays registered.
 *
 * Why: MSW's worker unregisters itself when its last page unloads ("CLIENT_CLOSED"), so every
 * navigation of a lone tab races that unregistration. A page whose navigation loses the race starts
 * uncontrolled and waits for a fresh install to claim it (measured here under load: 7 in 150 page
 * loads); one whose `register()` revives the dying registration is never claimed, and its API calls
 * reach the web server. Kept registered, every page after a browser's first is controlled from its
 * start. A worker that no page activated still sends every request to the network (MSW's own rule).
 */
self.registration.unregister = () => Promise.resolve(false);
importScripts('./mockServiceWorker.js');
