import type {
  DeviceScan,
  DeviceScanResult,
  Manifest,
  PairedDevice,
  ManifestEntry as SharedManifestEntry,
  Wire,
} from '@feira/shared';

/* The device routes' answers as the browser reads them (JSON: dates are strings). */

export type Device = Wire<PairedDevice>;
export type ManifestEntry = Wire<SharedManifestEntry>;
export type ManifestPage = Wire<Manifest>;
/** What a badge shows (printBadge devices only). */
export type BadgeData = NonNullable<ManifestEntry['badge']>;
export type ScanResult = Wire<DeviceScanResult>;
export type ScanOutcome = ScanResult['outcome'];
/** One scan as uploaded (the nonce makes a re-upload harmless). */
export type UploadScan = DeviceScan;

/** A scan kept on the device: written before its answer is shown, removed once the server has it. */
export interface QueuedScan extends UploadScan {
  /** 'sending': being answered online right now; 'queued': waits for the uploader */
  state: 'sending' | 'queued';
  /** what the screen showed when decided offline (for the local record; the server decides again) */
  outcome?: ScanOutcome;
  name?: string | null;
}
