import { registerServiceWorker } from './app/service-worker';
import { startApp } from './app/start';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

await startApp(root);
registerServiceWorker();
