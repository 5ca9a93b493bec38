import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';
import { basePath } from './lib/basePath';
import { initI18n } from './lib/i18n';
import { installTelemetry, silenceConsole } from './lib/telemetry';

if (import.meta.env.PROD) silenceConsole();
installTelemetry();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A visitor whose language is not English waits for its table (one small chunk) before the
// first render, so no English flashes by.
void initI18n().then((t) => {
  document.title = t('app.productName');
  createRoot(root).render(
    <StrictMode>
      <App basename={basePath()} />
    </StrictMode>,
  );
});
