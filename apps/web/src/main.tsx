// first: zod's config must be set before any schema is built (see the module)
import './app/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { preloadFirstPage } from './app/preloadFirstPage';
import { applyBrandVariables } from './shared/brand/colors';
import './app/base.css';

// the brand's colours as CSS variables, for what is drawn before MUI loads (shared/plain)
applyBrandVariables(document.documentElement);

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado');

// the page opened first: drawn at once, not after a spinner (app/preloadFirstPage.ts)
void preloadFirstPage(window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <App />
      </AppProviders>
    </StrictMode>,
  ),
);
