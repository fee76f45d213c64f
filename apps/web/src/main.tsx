import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouterProvider } from './app/app-router-provider';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const router = createAppRouter();

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
