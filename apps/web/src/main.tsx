import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter, createAppRouter } from '@/app/router';
import { installChunkReload } from '@/lib/chunk-reload';
import './index.css';

installChunkReload();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const root = createRoot(rootElement);

// Three tasks rather than one long one on a slow phone: this file's evaluation, the router's set-up
// (which also starts fetching the page's chunks), and the first render. The render is a transition,
// so React renders in slices and lets the browser breathe between them (the first screen's
// main-thread time, decision 0002). The page looks the same; until it commits, index.html's cookie
// notice is what is on screen.
setTimeout(() => {
  const router = createAppRouter();
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
