import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { connectApiClient } from '@/app/connect-api-client';
import { runSessionBootstrap } from '@/features/auth';

/**
 * The mock backend is a lazy chunk of dev and demo builds. The condition reads the build-time
 * constant itself (not `config`), so a production build drops the branch and emits no mock code.
 */
async function startMockBackendWhenEnabled(): Promise<void> {
  if (import.meta.env.VITE_ENABLE_MOCKS !== 'true') return;
  const { startMockBackend } = await import('@/mocks/browser');
  await startMockBackend();
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

startMockBackendWhenEnabled()
  .catch((error: unknown) => console.error('The mock backend did not start', error))
  .finally(() => {
    connectApiClient();
    // The session check starts before the first render: a valid stored token signs the user in at
    // once; otherwise the start-up spinner shows until the server's answer (or the call's time-out).
    void runSessionBootstrap();
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
