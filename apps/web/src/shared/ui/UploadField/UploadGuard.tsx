import { createContext, useContext, useEffect, useId, useMemo, useState } from 'react';

export interface UploadState {
  uploading: boolean;
  /** "Erro no upload: ..." of the last failed upload, until the user picks again or removes it. */
  error: string | null;
}

interface Guard {
  report: (id: string, state: UploadState | null) => void;
}

const UploadGuardContext = createContext<Guard | null>(null);
export const UploadGuardProvider = UploadGuardContext.Provider;

/**
 * For a form holding upload fields: `uploading` (disable submit) and `error` (refuse to submit, the
 * spec's "the form submit stops"). FormDialog does this itself; a page form does
 * `const uploads = useUploadGuard(); <UploadGuardProvider value={uploads.guard}>...`.
 */
export function useUploadGuard() {
  const [states, setStates] = useState<Readonly<Record<string, UploadState>>>({});
  const guard = useMemo<Guard>(
    () => ({
      report: (id, state) =>
        setStates((prev) => {
          const next = { ...prev };
          if (state) next[id] = state;
          else delete next[id];
          return next;
        }),
    }),
    [],
  );
  const list = Object.values(states);
  return {
    guard,
    uploading: list.some((s) => s.uploading),
    error: list.find((s) => s.error)?.error ?? null,
  };
}

/** Upload fields call this to tell the surrounding form how they are doing. */
export function useReportUpload({ uploading, error }: UploadState) {
  const guard = useContext(UploadGuardContext);
  const id = useId();
  useEffect(() => {
    guard?.report(id, { uploading, error });
  }, [guard, id, uploading, error]);
  useEffect(() => () => guard?.report(id, null), [guard, id]);
}
