/**
 * Test-environment fix, jsdom only: makes files sent in request bodies arrive with their bytes.
 *
 * Vitest's jsdom environment hands jsdom's Blob/FormData to Node's fetch by reading jsdom's private
 * `_buffer` field, which jsdom 28 renamed to `_bytes`. With vitest 4.1 + jsdom 29 every Blob/File
 * in a request body is therefore sent as the 9-byte text "undefined", silently
 * (vitest-dev/vitest#11294, fixed upstream by vitest-dev/vitest#11295). Importing this module
 * gives jsdom's Blob implementation a `_buffer` getter returning `_bytes`. It does nothing in a
 * browser, in Node without jsdom, or once `_buffer` exists again. Remove it when vitest ships the fix.
 */
if (typeof window !== 'undefined' && typeof Blob !== 'undefined') {
  const probe = new Blob();
  // jsdom keeps the implementation object under a hidden symbol, as the vitest code does.
  const implSymbol = Object.getOwnPropertySymbols(probe)[0];
  const impl = implSymbol ? (probe as unknown as Record<symbol, object | undefined>)[implSymbol] : undefined;
  const implPrototype = impl ? Object.getPrototypeOf(impl) : null;
  if (impl && implPrototype && '_bytes' in impl && !('_buffer' in impl)) {
    Object.defineProperty(implPrototype, '_buffer', {
      configurable: true,
      get(this: { _bytes: Uint8Array }) {
        return this._bytes;
      },
    });
  }
}

export {};
