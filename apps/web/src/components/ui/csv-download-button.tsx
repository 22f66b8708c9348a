import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { useState, type ReactNode } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { baseQueryWithReauth } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { Button } from './button';

type CsvDispatch = ThunkDispatch<never, unknown, UnknownAction>;

type CsvDownloadButtonProps = {
  /** The API path of the file (without the /api/v1 prefix) and its query. */
  url: string;
  params: Record<string, string>;
  /** The name the browser saves the file under. */
  fileName: string;
  /** The loading toast shown while the file is fetched. */
  downloading: string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
};

/**
 * A button that fetches a CSV file with the session, like every other call (the same refresh on an expired token),
 * and saves it under `fileName`. When the file cannot be had, the API client has toasted why and nothing is saved.
 */
export function CsvDownloadButton({ url, params, fileName, downloading, className, ...props }: CsvDownloadButtonProps) {
  const dispatch = useDispatch<CsvDispatch>();
  const store = useStore();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    const toastId = toast.loading(downloading);
    try {
      const file = await fetchFile(url, params, dispatch, store.getState);
      if (file) saveFile(file, fileName);
    } finally {
      toast.dismiss(toastId);
      setBusy(false);
    }
  };

  return (
    <Button
      variant="secondary"
      className={`min-h-11 ${className ?? ''}`}
      disabled={busy}
      onClick={() => void download()}
      {...props}
    />
  );
}

async function fetchFile(
  url: string,
  params: Record<string, string>,
  dispatch: CsvDispatch,
  getState: () => unknown,
): Promise<Blob | null> {
  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch,
    getState,
    extra: undefined,
    endpoint: 'csvDownload',
    type: 'query',
  };
  const result = await baseQueryWithReauth({ url, params, responseHandler: (response) => response.blob() }, api, {});
  return result.error ? null : (result.data as Blob);
}

function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
