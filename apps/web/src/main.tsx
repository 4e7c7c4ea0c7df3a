import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { installChunkReload } from '@/lib/chunk-reload';
import './index.css';

installChunkReload();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The first render as a transition: React renders in slices and lets the browser breathe between
// them, instead of one long task on a slow phone (the first screen's main-thread time, decision 0002).
// The page looks the same; until it commits, index.html's cookie notice is what is on screen.
const root = createRoot(rootElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
