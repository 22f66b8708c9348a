import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/i18n';

// How long "back online" stays up: long enough to read, short enough not to linger over the page.
export const BACK_ONLINE_MS = 4000;

type Connection = 'online' | 'offline' | 'back-online';

/**
 * The device's connection as the page should speak of it. Online on the server and on the first render (a page just
 * served proves it), then what the browser says, and 'back-online' for a moment after an 'online' event.
 */
function useConnection(): Connection {
  const [connection, setConnection] = useState<Connection>('online');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setConnection('offline');
    };
    const online = () => {
      clearTimeout(timer);
      setConnection('back-online');
      timer = setTimeout(() => setConnection('online'), BACK_ONLINE_MS);
    };
    // Opened without a connection (the service worker answered): say so at once.
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return connection;
}

/**
 * Says plainly, on every page, when the device has lost its connection and when it is back. Pages already opened
 * keep working from the service worker's copy (docs/decisions/0018-service-worker.md); new information cannot load
 * until the connection returns, and the pages refetch by themselves then. Fixed at the bottom of the screen, so it
 * never pushes the page about; the room it takes is added at the end of the page.
 */
export function OfflineNotice() {
  const connection = useConnection();
  const { t } = useLanguage();
  return (
    <>
      {/* Nothing in it can be clicked, so it never takes a tap meant for the page beneath. */}
      <div
        role="status"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        {connection === 'offline' && (
          <p className="max-w-xl rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg">
            <strong className="font-semibold">{t('shell.offlineTitle')}</strong> {t('shell.offlineText')}
          </p>
        )}
        {connection === 'back-online' && (
          <p className="max-w-xl rounded-xl bg-green-800 px-4 py-3 text-sm font-semibold text-white shadow-lg">
            {t('shell.backOnline')}
          </p>
        )}
      </div>
      {/* Room at the end of the page, so the footer can be scrolled clear of the notice. */}
      {connection === 'offline' && <div aria-hidden="true" className="h-32 sm:h-20" />}
    </>
  );
}
