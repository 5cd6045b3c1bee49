import { type UploadTenant, uploadFailedMessage } from '@feira/shared';
import { useEffect, useRef, useState } from 'react';
import { useReportUpload } from './UploadGuard';
import { type UploadAccept, type UploadPresign, uploadFile } from './uploadFile';

export interface UploadTask {
  key: number;
  name: string;
  /** 0..1 */
  progress: number;
}

export interface UploadsOptions {
  tenant: UploadTenant;
  accept: UploadAccept;
  /** Called with each stored address as its upload finishes. */
  onUploaded: (address: string) => void;
  /** Told about a failure (the field shows "Erro no upload: ..." itself). */
  onError?: (error: Error) => void;
  onUploadingChange?: (uploading: boolean) => void;
  /** Another signer than `POST /upload` (public pages). */
  presign?: UploadPresign;
}

let nextKey = 1;

/** Runs uploads for a field: progress per file, cancel, the failure message, and the form guard. */
export function useUploads({
  tenant,
  accept,
  onUploaded,
  onError,
  onUploadingChange,
  presign,
}: UploadsOptions) {
  const [tasks, setTasks] = useState<UploadTask[]>([]);
  const [error, setError] = useState<string | null>(null);
  const controllers = useRef(new Map<number, AbortController>());
  const uploading = tasks.length > 0;
  useReportUpload({ uploading, error });

  const notify = useRef(onUploadingChange);
  notify.current = onUploadingChange;
  useEffect(() => notify.current?.(uploading), [uploading]);
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const c of running.values()) c.abort();
    };
  }, []);

  const update = (key: number, progress: number) =>
    setTasks((list) => list.map((t) => (t.key === key ? { ...t, progress } : t)));
  const finish = (key: number) => {
    controllers.current.delete(key);
    setTasks((list) => list.filter((t) => t.key !== key));
  };

  const start = async (file: File) => {
    const key = nextKey++;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setError(null);
    setTasks((list) => [...list, { key, name: file.name, progress: 0 }]);
    try {
      const address = await uploadFile(file, {
        tenant,
        accept,
        presign,
        signal: controller.signal,
        onProgress: (fraction) => update(key, fraction),
      });
      if (!controller.signal.aborted) onUploaded(address);
    } catch (err) {
      if (controller.signal.aborted) return;
      const failure = err instanceof Error ? err : new Error(String(err));
      setError(uploadFailedMessage(failure.message));
      onError?.(failure);
    } finally {
      finish(key);
    }
  };

  return {
    tasks,
    uploading,
    error,
    start,
    cancel: (key: number) => controllers.current.get(key)?.abort(),
    clearError: () => setError(null),
  };
}
