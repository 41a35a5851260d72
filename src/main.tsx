import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from '@/config';
import { App } from '@/app/app';

/** The mock backend is a separate lazy chunk: production builds never load it. */
async function startMockBackendWhenEnabled(): Promise<void> {
  if (!config.mocksEnabled) return;
  const { startMockBackend } = await import('@/mocks/browser');
  await startMockBackend();
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

startMockBackendWhenEnabled()
  .catch((error: unknown) => console.error('The mock backend did not start', error))
  .finally(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
