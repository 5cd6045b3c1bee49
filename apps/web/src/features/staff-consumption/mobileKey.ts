/** The counter phone's x-api-key, typed once and kept on the device (issue 13). */
const STORAGE_KEY = 'feira.mobileApiKey';

export function getMobileKey(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function setMobileKey(key: string | null): void {
  if (key) localStorage.setItem(STORAGE_KEY, key.trim());
  else localStorage.removeItem(STORAGE_KEY);
}
