import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, registerConfiguredRemotes } from '@starfamily/shared';
import '@starfamily/shared/styles.css';
import './app/shell.css';
import { App } from './app/App';

async function start(container: HTMLElement): Promise<void> {
  try {
    const config = await loadRuntimeConfig();
    registerConfiguredRemotes(config);
  } catch (error) {
    console.error(error);
    container.innerHTML =
      '<p role="alert" style="padding:2rem">The site configuration could not be loaded. Please reload the page in a moment.</p>';
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
